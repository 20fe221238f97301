package com.brightfold.pantry.cetp;

import android.os.Bundle;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** One execute_tool request, immutable once read from the extras. */
public final class Call {
    private final Caller caller;
    private final String requestId;
    private final String toolName;
    private final String argsText;
    private final JSONObject args;
    private final long deadlineAtMs;
    private final String resumeToken;

    private Call(Caller caller, String requestId, String toolName, String argsText, long deadlineAtMs,
            String resumeToken) {
        this.caller = caller;
        this.requestId = requestId;
        this.toolName = toolName;
        this.argsText = argsText;
        this.args = parse(argsText);
        this.deadlineAtMs = deadlineAtMs;
        this.resumeToken = resumeToken;
    }

    public static Optional<Call> from(Bundle extras, Caller caller) {
        return Optional.ofNullable(extras)
                .filter(b -> b.getString("request_id") != null && b.getString("tool_name") != null)
                .map(b -> new Call(caller, b.getString("request_id"), b.getString("tool_name"),
                        Optional.ofNullable(b.getString("args")).orElse("{}"),
                        b.getLong("deadline_at_ms", 0L), b.getString("resume_token")));
    }

    private static JSONObject parse(String text) {
        try {
            return new JSONObject(text);
        } catch (JSONException e) {
            return null;
        }
    }

    public Caller caller() {
        return caller;
    }

    public String requestId() {
        return requestId;
    }

    public String toolName() {
        return toolName;
    }

    public String argsText() {
        return argsText;
    }

    /** Null when the args were not a JSON object. */
    public JSONObject args() {
        return args;
    }

    public String resumeToken() {
        return resumeToken;
    }

    public boolean expired(long nowMs) {
        return deadlineAtMs <= 0L || nowMs >= deadlineAtMs;
    }
}
