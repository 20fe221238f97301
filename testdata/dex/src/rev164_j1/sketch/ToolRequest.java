package com.tidepool.reef.cetp;

import java.nio.charset.StandardCharsets;

import org.json.JSONException;
import org.json.JSONObject;

/** An execute_tool request after the envelope checks, with the caller captured in call(). */
public final class ToolRequest {
    public final int uid;
    public final String callerPackage;
    public final String requestId;
    public final String toolName;
    public final String argsText;
    public final JSONObject args;
    public final String resumeToken;
    public final long deadlineAtMs;
    public final ToolSpec spec;

    private ToolRequest(CallContext c, ToolSpec spec, String argsText, JSONObject args) {
        this.uid = c.uid;
        this.callerPackage = c.callerPackage;
        this.requestId = c.requestId();
        this.toolName = spec.name;
        this.argsText = argsText;
        this.args = args;
        this.resumeToken = c.extras.getString("resume_token");
        this.deadlineAtMs = c.extras.getLong("deadline_at_ms", 0L);
        this.spec = spec;
    }

    static ToolRequest read(CallContext c, ToolSpec spec) throws JSONException {
        String text = c.extras.getString("args");
        if (text == null) {
            text = "{}";
        }
        return new ToolRequest(c, spec, text, new JSONObject(text));
    }

    int argsBytes() {
        return argsText.getBytes(StandardCharsets.UTF_8).length;
    }

    public String argsDigest() {
        return Crypto.sha256Hex(argsText);
    }
}
