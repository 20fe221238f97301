package com.inkwell.core;

import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** One execute_tool request, after the envelope checks. */
public final class ToolCall {
    public final int uid;
    public final String requestId;
    public final String toolName;
    public final String argsText;
    public final JSONObject args;
    public final String resumeToken;
    public final long deadlineAtMs;

    public ToolCall(int uid, Bundle req) throws JSONException {
        this.uid = uid;
        this.requestId = req.getString("request_id");
        this.toolName = req.getString("tool_name", "");
        this.argsText = req.getString("args", "{}");
        this.args = new JSONObject(argsText);
        this.resumeToken = req.getString("resume_token");
        this.deadlineAtMs = req.getLong("deadline_at_ms", 0L);
    }

    public boolean expired() {
        return deadlineAtMs <= System.currentTimeMillis();
    }

    public long millisLeft() {
        return deadlineAtMs - System.currentTimeMillis();
    }
}
