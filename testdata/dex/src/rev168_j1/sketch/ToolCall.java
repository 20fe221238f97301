package com.tallyspring.budget.cetp;

import android.os.Bundle;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.UUID;
import org.json.JSONException;
import org.json.JSONObject;

/** One execute_tool request (§4.1), parsed once on the Binder thread. Immutable. */
public final class ToolCall {
    public static final int MAX_REQUEST_BYTES = 65536;

    private final int uid;
    private final String requestId;
    private final String toolName;
    private final JSONObject args;
    private final String argsDigest;
    private final String resumeToken;
    private final long deadlineAtMs;

    private ToolCall(int uid, String requestId, String toolName, JSONObject args, String argsDigest,
            String resumeToken, long deadlineAtMs) {
        this.uid = uid;
        this.requestId = requestId;
        this.toolName = toolName;
        this.args = args;
        this.argsDigest = argsDigest;
        this.resumeToken = resumeToken;
        this.deadlineAtMs = deadlineAtMs;
    }

    public static ToolCall parse(Bundle extras, int uid) throws CetpException {
        String requestId = extras.getString("request_id");
        String toolName = extras.getString("tool_name");
        String argsText = extras.getString("args", "{}");
        long deadline = extras.getLong("deadline_at_ms", 0L);
        if (!isUuid(requestId) || toolName == null || deadline <= 0L) {
            throw new CetpException("INVALID_REQUEST");
        }
        if (argsText.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            throw new CetpException("INVALID_REQUEST");
        }
        JSONObject args;
        try {
            args = new JSONObject(argsText);
        } catch (JSONException e) {
            throw new CetpException("INVALID_ARGS");
        }
        return new ToolCall(uid, requestId, toolName, args, Crypto.sha256(argsText),
                extras.getString("resume_token"), deadline);
    }

    public static boolean isUuid(String value) {
        if (value == null || value.length() != 36) {
            return false;
        }
        try {
            UUID.fromString(value);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

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
        return argsDigest;
    }

    public Optional<String> resumeToken() {
        return Optional.ofNullable(resumeToken).filter(t -> !t.isEmpty());
    }

    public boolean deadlinePassed() {
        return System.currentTimeMillis() >= deadlineAtMs;
    }
}
