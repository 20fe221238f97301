package com.example.daa;                                                      // 1

import java.util.Locale;
// javac 17 + D8 --min-api 26.
final class Texts {                                                          // 5
    private Texts() {}
    static String fmt(String f, Object... a) { return fmtIn(Locale.ROOT, f, a); }        // 7
    // A second helper between fmt and String.format.
    static String fmtIn(Locale l, String f, Object... a) { return String.format(l, f, a); } // 10
    // A chain of four helpers before String.format: past the three read.
    static String deep1(String f, Object... a) { return deep2(f, a); }                   // 13
    static String deep2(String f, Object... a) { return deep3(f, a); }                   // 14
    static String deep3(String f, Object... a) { return fmtIn(Locale.ROOT, f, a); }      // 15
}
