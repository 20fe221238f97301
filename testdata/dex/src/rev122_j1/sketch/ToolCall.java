package com.keyholder.cetp;

import android.os.Bundle;
import com.google.auto.value.AutoValue;

/** One v2 call after the envelope checks: who asked (read on the Binder thread), for what, until when. */
@AutoValue
public abstract class ToolCall {
    public abstract int uid();

    /** getCallingPackage() at the call's entry; null when the platform could not name one. */
    public abstract String callerPackage();

    public abstract String requestId();

    public abstract long deadlineAtMs();

    public abstract Bundle extras();

    public static ToolCall create(int uid, String callerPackage, String requestId, long deadlineAtMs,
            Bundle extras) {
        return new AutoValue_ToolCall(uid, callerPackage, requestId, deadlineAtMs, extras);
    }

    public final String toolName() {
        return extras().getString(Cetp.KEY_TOOL_NAME);
    }

    public final String rawArgs() {
        String raw = extras().getString(Cetp.KEY_ARGS);
        return raw == null ? "{}" : raw;
    }

    public final String resumeToken() {
        return extras().getString(Cetp.KEY_RESUME_TOKEN);
    }
}
