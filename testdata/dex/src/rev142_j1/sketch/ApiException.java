package com.quaywire.net;

import java.io.IOException;

/** A non-2xx answer of the API; its message carries the status and the error body the server sent. */
public final class ApiException extends IOException {
    public final int status;

    public ApiException(int status, String body) {
        super("HTTP " + status + ": " + body);
        this.status = status;
    }

    /** The CETP error code for an HTTP status. */
    public static String errorCode(int status) {
        if (status == 401) {
            return "AUTH_REQUIRED";
        }
        if (status == 403) {
            return "PERMISSION_DENIED";
        }
        if (status == 404) {
            return "TOOL_NOT_FOUND";
        }
        if (status == 409 || status == 412) {
            return "CONFLICT";
        }
        if (status == 400 || status == 422) {
            return "INVALID_ARGS";
        }
        if (status == 429) {
            return "RATE_LIMITED";
        }
        return "UNAVAILABLE";
    }

    public static boolean retryable(int status) {
        return status == 429 || status >= 500;
    }

    /** Display text chosen by status alone: nothing of the server's answer goes back to the caller. */
    public static String safeMessage(int status) {
        if (status == 404) {
            return "Quaywire Desk has no such item";
        }
        if (status == 409 || status == 412) {
            return "The item changed on Quaywire Desk; read it again";
        }
        if (status == 400 || status == 422) {
            return "Quaywire Desk refused these values";
        }
        if (status == 429) {
            return "Quaywire Desk asks to slow down";
        }
        return "Quaywire Desk is not available right now";
    }
}
