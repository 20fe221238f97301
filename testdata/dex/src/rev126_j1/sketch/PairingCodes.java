package com.lumenhaus.devices;

import java.util.Locale;
import java.util.Random;

/** Codes the hub shows while a device pairs; the device tools reuse them as confirmation tickets. */
public final class PairingCodes {
    private static volatile PairingCodes sInstance;

    private final Random mRandom = new Random();

    private PairingCodes() {
    }

    public static PairingCodes get() {
        if (sInstance == null) {
            synchronized (PairingCodes.class) {
                if (sInstance == null) {
                    sInstance = new PairingCodes();
                }
            }
        }
        return sInstance;
    }

    public synchronized String pin() {
        return String.format(Locale.US, "%06d", Integer.valueOf(mRandom.nextInt(1000000)));
    }

    public synchronized String next() {
        return Long.toHexString(mRandom.nextLong()) + Long.toHexString(mRandom.nextLong());
    }
}
