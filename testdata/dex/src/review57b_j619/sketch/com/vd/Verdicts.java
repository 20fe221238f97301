package com.vd;

/** What a confirmation check answers. */
final class Verdicts {
    static final int DENIED = 0;
    static final int APPROVED = 1;
    static final int ASK = 2;

    private Verdicts() {
    }
}
