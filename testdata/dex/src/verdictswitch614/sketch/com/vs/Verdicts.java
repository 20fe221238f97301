package com.vs;

/** What a provider's consent check answers. */
final class Verdicts {
    static final int GRANTED = 0;
    static final int NEEDED = 1;
    static final int PENDING = 2;
    static final int DENIED = 3;

    private Verdicts() {
    }
}
