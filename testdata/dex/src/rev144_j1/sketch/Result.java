package com.ferncastle.plugin;

import android.app.PendingIntent;
import android.os.ParcelFileDescriptor;

/**
 * What a tool or an interceptor answers: a value, a file, a failure with a displayable text, or a request for the
 * user's confirmation. A failure may carry its cause for the log; the cause is never shown to the caller.
 */
public final class Result<T> {
    public enum Kind { OK, FILE, FAILED, NEEDS_USER }

    public final Kind kind;
    public final T value;
    public final String code;
    public final String message;
    public final boolean retryable;
    public final long retryAfterMs;
    public final Throwable cause;
    public final PendingIntent resolution;
    public final String resumeToken;
    public final ParcelFileDescriptor fd;

    Result(Kind kind, T value, String code, String message, boolean retryable, long retryAfterMs, Throwable cause,
            PendingIntent resolution, String resumeToken, ParcelFileDescriptor fd) {
        this.kind = kind;
        this.value = value;
        this.code = code;
        this.message = message;
        this.retryable = retryable;
        this.retryAfterMs = retryAfterMs;
        this.cause = cause;
        this.resolution = resolution;
        this.resumeToken = resumeToken;
        this.fd = fd;
    }

    public static <T> Result<T> ok(T value) {
        return new Result<>(Kind.OK, value, null, null, false, 0L, null, null, null, null);
    }

    /** A file answer: value describes it (media_type, size_bytes, sha256). */
    public static <T> Result<T> file(T value, ParcelFileDescriptor fd) {
        return new Result<>(Kind.FILE, value, null, null, false, 0L, null, null, null, fd);
    }

    public static <T> Result<T> failed(String code, String message, boolean retryable) {
        return new Result<>(Kind.FAILED, null, code, message, retryable, 0L, null, null, null, null);
    }

    public static <T> Result<T> failed(String code, String message, boolean retryable, Throwable cause) {
        return new Result<>(Kind.FAILED, null, code, message, retryable, 0L, cause, null, null, null);
    }

    public static <T> Result<T> throttled(String message, long retryAfterMs) {
        return new Result<>(Kind.FAILED, null, "RATE_LIMITED", message, true, retryAfterMs, null, null, null, null);
    }

    public static <T> Result<T> needsUser(PendingIntent resolution, String resumeToken) {
        return new Result<>(Kind.NEEDS_USER, null, "USER_ACTION_REQUIRED", "Confirm this in Ferncastle Journal",
                false, 0L, null, resolution, resumeToken, null);
    }

    public boolean succeeded() {
        return kind == Kind.OK || kind == Kind.FILE;
    }

    /** Final for this request id: a success, or a failure a retry would not change. */
    public boolean terminal() {
        return kind == Kind.OK || (kind == Kind.FAILED && !retryable);
    }
}
