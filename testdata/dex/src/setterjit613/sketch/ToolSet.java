package com.e1;
final class ToolSet {
    private Mint mint;
    ToolSet() {}
    ToolSet(Mint mint) { this.mint = mint; }
    void setMint(Mint m) { this.mint = m; }
    String issue() { return mint.mint(); }
    long backoff(long base) { return mint.jitter(base); }
}
