package com.wrenfield.notes.core;

/** A CETP error: code, a message safe to show, and whether the Consumer may retry. */
public final class ToolError {
    private final String code;
    private final String message;
    private final boolean retryable;

    public ToolError(String code, String message, boolean retryable) {
        this.code = code;
        this.message = message;
        this.retryable = retryable;
    }

    public static ToolError invalidArgs(String message) {
        return new ToolError("INVALID_ARGS", message, false);
    }

    public static ToolError internal(String message) {
        return new ToolError("INTERNAL_ERROR", message, false);
    }

    public String code() {
        return code;
    }

    public String message() {
        return message;
    }

    public boolean retryable() {
        return retryable;
    }
}
