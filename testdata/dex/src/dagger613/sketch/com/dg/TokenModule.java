package com.dg;

import java.security.SecureRandom;
import java.util.Random;

/** The generators the app binds: a fast one for "display codes", a strong one for tokens. */
public final class TokenModule {
    public Random provideFast() {
        return new Random();
    }

    public Random provideStrong() {
        return new SecureRandom();
    }

    public Ledger provideLedger(Random random) {
        return new Ledger(random);
    }
}
