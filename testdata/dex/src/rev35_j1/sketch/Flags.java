package com.example.r35j1;

// Remote-config defaults; the listener that flipped these was removed in 4.2.
final class Flags {
    static boolean openBeta = true;

    private Flags() {}
}
