package com.na;

/** A screen and the flags it is opened with. */
final class Screen {
    final String cls;
    private final int flags;

    Screen(String cls, int flags) {
        this.cls = cls;
        this.flags = flags;
    }

    int flags() {
        return flags;
    }
}
