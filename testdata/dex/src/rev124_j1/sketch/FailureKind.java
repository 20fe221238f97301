package com.scanbox.cetp;

import android.database.sqlite.SQLiteException;
import java.io.IOException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import org.json.JSONException;

/** How a failed tool run is reported: the CETP error code and whether a retry can help. */
public enum FailureKind {
    TIMEOUT("DEADLINE_EXCEEDED", false),
    STORAGE("UNAVAILABLE", true),
    BAD_ARGS("INVALID_ARGS", false),
    INTERNAL("INTERNAL_ERROR", false);

    private final String code;
    private final boolean retryable;

    FailureKind(String code, boolean retryable) {
        this.code = code;
        this.retryable = retryable;
    }

    public String code() {
        return code;
    }

    public boolean retryable() {
        return retryable;
    }

    /** The exception a pipeline stage threw, without the CompletionException wrappers. */
    public static Throwable root(Throwable failure) {
        Throwable root = failure;
        while (root instanceof CompletionException && root.getCause() != null) {
            root = root.getCause();
        }
        return root;
    }

    public static FailureKind of(Throwable failure) {
        Throwable root = root(failure);
        if (root instanceof TimeoutException) {
            return TIMEOUT;
        }
        if (root instanceof SQLiteException || root instanceof IOException) {
            return STORAGE;
        }
        if (root instanceof JSONException || root instanceof IllegalArgumentException) {
            return BAD_ARGS;
        }
        return INTERNAL;
    }
}
