package com.e1;
import java.util.Random;
final class ToolSet {
    private final Mint mint;
    ToolSet(Mint mint) { this.mint = mint; }
    static ToolSet create(Random r) { return new ToolSet(new Mint(r)); }
    String issue() { return mint.mint(); }
    long backoff(long base) { return mint.jitter(base); }
}
