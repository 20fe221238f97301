package com.tallyspring.budget.cetp;

/** A protocol failure that maps to one §5 error code; the message shown to the Consumer is Replies' fixed text. */
public final class CetpException extends Exception {
    private final String code;

    public CetpException(String code) {
        super(code);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
