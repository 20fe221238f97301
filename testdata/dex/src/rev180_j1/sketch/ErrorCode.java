package com.verdant.garden.cetp;

/** The §5 error codes this app answers, each with its fixed, displayable sentence. */
public enum ErrorCode {
    UNSUPPORTED_VERSION(false, "No common protocol version."),
    UNSUPPORTED_CAPABILITY(false, "This session did not negotiate that capability."),
    NEGOTIATION_REQUIRED(true, "The session is missing or expired; negotiate again."),
    USER_ACTION_REQUIRED(false, "Confirm this action in Verdant first."),
    USER_CANCELLED(false, "The action was declined in Verdant."),
    PERMISSION_DENIED(false, "This app is not allowed to use Verdant tools."),
    TOOL_NOT_FOUND(false, "No such tool."),
    METHOD_NOT_FOUND(false, "No such method."),
    INVALID_ARGS(false, "The arguments do not match the tool's input schema."),
    INVALID_REQUEST(false, "The request envelope is invalid."),
    CONFLICT(false, "The garden's current state prevents this action."),
    DEADLINE_EXCEEDED(false, "The request deadline has passed."),
    CANCELLED(false, "The operation was cancelled."),
    UNAVAILABLE(true, "Verdant is temporarily unavailable."),
    INTERNAL_ERROR(false, "Verdant could not complete the request.");

    private final boolean retryable;
    private final String message;

    ErrorCode(boolean retryable, String message) {
        this.retryable = retryable;
        this.message = message;
    }

    public boolean retryable() {
        return retryable;
    }

    public String message() {
        return message;
    }

    /** Thrown inside request handling; call() turns it into the error envelope. */
    public static final class Rejected extends RuntimeException {
        private final ErrorCode code;

        public Rejected(ErrorCode code) {
            super(code.name());
            this.code = code;
        }

        public ErrorCode code() {
            return code;
        }
    }

    public Rejected rejected() {
        return new Rejected(this);
    }
}
