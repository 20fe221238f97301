package com.dg;

import java.util.Random;

/** A dependency with a dependency, so the graph has depth. */
public final class Ledger {
    private final Random random;

    public Ledger(Random random) {
        this.random = random;
    }

    public long entryId() {
        return random.nextLong();
    }
}
