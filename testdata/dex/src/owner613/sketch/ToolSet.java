package com.example.owner613;

/** A tool family's helpers: its tokens and its retry delays come from one Mint. */
final class ToolSet {
    private final Mint mint;

    ToolSet(Mint mint) {
        this.mint = mint;
    }

    String issue() {
        return mint.mint();
    }

    long backoff(long base) {
        return mint.jitter(base);
    }
}
