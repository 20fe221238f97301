package com.example.r34j2;

final class Errors {
    private Errors() {
    }

    static String describe(Throwable t) {
        return t.getClass().getSimpleName() + ": " + t.getMessage();
    }
}
