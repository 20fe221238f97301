package com.hearthboard.cetp;

import android.os.Bundle;

import java.util.regex.Pattern;

/**
 * The common §4.1 fields of one v2 call, read once in call() on the Binder thread together with the caller's UID.
 * The session token is not part of it: each provider checks its session itself.
 */
public final class ToolRequest {
    private static final Pattern UUID_TEXT =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    public final String method;
    public final int uid;
    public final int protocolVersion;
    public final String requestId;
    public final long deadlineAtMs;
    public final String toolName;
    public final String args;
    public final Bundle extras;
    /** The verified package of {@link #uid}, set after the provider's caller check. */
    public volatile String callerPackage;

    ToolRequest(String method, int uid, Bundle extras) {
        this.method = method;
        this.uid = uid;
        this.extras = extras;
        this.protocolVersion = extras.getInt("protocol_version", 0);
        this.requestId = extras.getString("request_id");
        this.deadlineAtMs = extras.getLong("deadline_at_ms", 0L);
        this.toolName = extras.getString("tool_name");
        this.args = extras.getString("args");
    }

    public static ToolRequest parse(String method, Bundle extras, int uid) {
        return new ToolRequest(method, uid, extras != null ? extras : new Bundle());
    }

    /** protocol_version 2, a UUID request_id and a deadline: the envelope every v2 method needs. */
    public boolean envelopeValid() {
        return protocolVersion == 2
                && requestId != null
                && UUID_TEXT.matcher(requestId).matches()
                && deadlineAtMs > 0L;
    }

    public boolean expired(long nowMs) {
        return deadlineAtMs <= nowMs;
    }
}
