package com.cinderbox.core;

import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** One execute_tool request as the providers see it, with the caller UID read on the Binder thread. */
public final class ToolCall {
    public final int uid;
    public final String requestId;
    public final String tool;
    public final String rawArgs;
    public final JSONObject args;
    public final String resumeToken;
    public final long deadlineAt;

    ToolCall(int uid, Bundle req) throws JSONException {
        this.uid = uid;
        this.requestId = req.getString("request_id");
        this.tool = req.getString("tool_name", "");
        this.rawArgs = req.getString("args", "{}");
        this.args = new JSONObject(rawArgs);
        this.resumeToken = req.getString("resume_token");
        this.deadlineAt = req.getLong("deadline_at_ms");
    }

    /** Milliseconds left before the Consumer's deadline, never less than one. */
    public long remaining() {
        return Math.max(1L, deadlineAt - System.currentTimeMillis());
    }
}
