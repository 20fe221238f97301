package com.larderly.app.domain;

/**
 * The domain layer's one checked error type. Repository and parsing failures are wrapped into it; `code` is the
 * CETP error code the provider answers with.
 */
public class DomainException extends Exception {
    public static final String INVALID_ARGS = "INVALID_ARGS";
    public static final String CONFLICT = "CONFLICT";
    public static final String UNAVAILABLE = "UNAVAILABLE";
    public static final String INTERNAL = "INTERNAL_ERROR";

    private final String code;

    public DomainException(String code, String message) {
        super(message);
        this.code = code;
    }

    public DomainException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static DomainException storage(String what, Throwable cause) {
        return new DomainException(UNAVAILABLE, what + ": " + cause.getMessage(), cause);
    }
}
