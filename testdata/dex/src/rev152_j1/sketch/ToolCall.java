package com.wrenfield.notes.tool;

import com.wrenfield.notes.core.Hex;
import org.json.JSONObject;

/** One execute_tool call, as the host admitted it. */
public final class ToolCall {
    private final String provider;
    private final int uid;
    private final String requestId;
    private final String toolName;
    private final String argsText;
    private final JSONObject args;
    private final String resumeToken;
    private final long deadlineAtMs;

    ToolCall(String provider, int uid, String requestId, String toolName, String argsText, JSONObject args,
            String resumeToken, long deadlineAtMs) {
        this.provider = provider;
        this.uid = uid;
        this.requestId = requestId;
        this.toolName = toolName;
        this.argsText = argsText;
        this.args = args;
        this.resumeToken = resumeToken;
        this.deadlineAtMs = deadlineAtMs;
    }

    public String provider() {
        return provider;
    }

    /** The UID call() read from the Binder. */
    public int uid() {
        return uid;
    }

    public String requestId() {
        return requestId;
    }

    public String toolName() {
        return toolName;
    }

    public JSONObject args() {
        return args;
    }

    public String argsDigest() {
        return Hex.sha256(argsText);
    }

    public String resumeToken() {
        return resumeToken;
    }

    public long deadlineAtMs() {
        return deadlineAtMs;
    }
}
