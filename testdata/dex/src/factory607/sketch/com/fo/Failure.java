package com.fo;

/** A §5 error a tool hands back: an immutable value made by its static factory. */
public final class Failure {
    private final String code;
    private final String message;

    private Failure(String code, String message) {
        this.code = code;
        this.message = message;
    }

    public static Failure of(String code, String message) {
        return new Failure(code, message);
    }

    public static Failure unavailable(String message) {
        return of("UNAVAILABLE", message);
    }

    public String code() {
        return code;
    }

    public String message() {
        return message;
    }
}
