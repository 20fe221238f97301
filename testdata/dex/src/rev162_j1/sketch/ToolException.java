package com.fieldnote.birding.cetp;

/** A tool's refusal: a §5 error code and text written for the Consumer (never an exception's message). */
public class ToolException extends Exception {
    public final String code;
    public final String reply;
    public final boolean retryable;

    public ToolException(String code, String reply, boolean retryable) {
        super(code);
        this.code = code;
        this.reply = reply;
        this.retryable = retryable;
    }

    /** The call is held until the user answers on the provider's confirmation screen. */
    public static final class NeedsConfirmation extends ToolException {
        public final String token;

        NeedsConfirmation(String token, String summary) {
            super("USER_ACTION_REQUIRED", summary, false);
            this.token = token;
        }
    }

    /** The tool needs the user signed in to the bird club account. */
    public static final class NeedsSignIn extends ToolException {
        public NeedsSignIn(String reply) {
            super("AUTH_REQUIRED", reply, false);
        }
    }
}
