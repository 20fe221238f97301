package com.lumenhall.hub.cetp;

import android.os.Bundle;
import android.util.Log;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;

/** Turns a failed command into a safe error reply; what went wrong goes to the log only. */
public final class ErrorReplies {
    private final String tag;

    public ErrorReplies(String tag) {
        this.tag = tag;
    }

    public Bundle reply(String requestId, Throwable error) {
        Throwable cause = error;
        if (cause instanceof CompletionException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        Log.w(tag, "tool failed", cause);
        if (cause instanceof SecurityException) {
            return Replies.error(requestId, "PERMISSION_DENIED", "This app has no grant for that device", false);
        }
        if (cause instanceof NoSuchElementException) {
            return Replies.error(requestId, "INVALID_ARGS", "No such device", false);
        }
        if (cause instanceof TimeoutException) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "The command was not started before the deadline",
                    false);
        }
        if (cause instanceof IOException || cause instanceof UncheckedIOException) {
            return Replies.error(requestId, "UNAVAILABLE", "The hub could not read its logs", true);
        }
        return Replies.error(requestId, "INTERNAL_ERROR", "The hub could not complete this tool", false);
    }
}
