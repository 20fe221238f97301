package app.hearthlink.core;

import android.os.Bundle;

/** One CETP request on its way from call() to a tool: who asked, which execution, which tool, until when. */
public record Call(int callerUid, String requestId, String tool, String args, long deadlineAtMs) {

    /** The devices provider's parse: the Consumer's deadline comes along. */
    public static Call dated(int callerUid, Bundle extras) {
        return new Call(callerUid,
                extras.getString("request_id", ""),
                extras.getString("tool_name", ""),
                extras.getString("args", "{}"),
                extras.getLong("deadline_at_ms", 0L));
    }

    /** The scenes provider's parse: scenes "run in the background anyway", so no deadline is taken over. */
    public static Call undated(int callerUid, Bundle extras) {
        return new Call(callerUid,
                extras.getString("request_id", ""),
                extras.getString("tool_name", ""),
                extras.getString("args", "{}"),
                Long.MAX_VALUE);
    }

    public boolean expiredAt(long nowMs) {
        return deadlineAtMs <= nowMs;
    }
}
