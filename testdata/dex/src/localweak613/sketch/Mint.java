package com.e1;
import android.util.Base64;
import java.util.Random;
final class Mint {
    private final Random rng;
    Mint(Random rng) { this.rng = rng; }
    String mint() { byte[] raw = new byte[24]; rng.nextBytes(raw); return Base64.encodeToString(raw, Base64.NO_WRAP); }
    long jitter(long base) { return base + rng.nextInt(250); }
}
