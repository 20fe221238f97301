package com.tb;

import java.util.Random;

/** The old token scheme: java.util.Random, kept for an import tool. */
public final class CounterMinter implements Minter {
    private final Random rng = new Random();

    @Override
    public String mint() {
        return Long.toHexString(rng.nextLong());
    }
}
