package com.relaykit.home.cetp;

/** A structured CETP error (§5); the code is the only thing that reaches the Consumer. */
public final class CetpError extends Exception {
    private final String code;

    public CetpError(String code) {
        super(code);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
