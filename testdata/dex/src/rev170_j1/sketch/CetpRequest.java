package com.relaykit.home.cetp;

import android.os.Bundle;
import com.relaykit.home.core.Tokens;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Pattern;
import org.json.JSONException;
import org.json.JSONObject;

/** One execute_tool request, parsed once on the Binder thread (§4.1). */
public final class CetpRequest {
    public static final int MAX_REQUEST_BYTES = 65536;
    private static final Pattern UUID = Pattern.compile(
            "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    private final int uid;
    private final String requestId;
    private final ToolSpec tool;
    private final JSONObject args;
    private final String argsDigest;
    private final long deadlineAtMs;
    private final String resumeToken;
    private final SessionStore.Session session;

    private CetpRequest(int uid, String requestId, ToolSpec tool, JSONObject args, String argsDigest,
            long deadlineAtMs, String resumeToken, SessionStore.Session session) {
        this.uid = uid;
        this.requestId = requestId;
        this.tool = tool;
        this.args = args;
        this.argsDigest = argsDigest;
        this.deadlineAtMs = deadlineAtMs;
        this.resumeToken = resumeToken;
        this.session = session;
    }

    public static boolean isUuid(String s) {
        return s != null && UUID.matcher(s).matches();
    }

    static CetpRequest parse(Bundle in, int uid, SessionStore.Session session, Map<String, ToolSpec> tools)
            throws CetpError {
        String raw = in.getString("args");
        if (raw == null) {
            throw new CetpError("INVALID_REQUEST");
        }
        byte[] bytes = raw.getBytes(StandardCharsets.UTF_8);
        if (bytes.length > MAX_REQUEST_BYTES) {
            throw new CetpError("INVALID_REQUEST");
        }
        JSONObject args;
        try {
            args = new JSONObject(raw);
        } catch (JSONException e) {
            throw new CetpError("INVALID_ARGS");
        }
        ToolSpec tool = tools.get(in.getString("tool_name"));
        if (tool == null) {
            throw new CetpError("TOOL_NOT_FOUND");
        }
        return new CetpRequest(uid, in.getString("request_id"), tool, args, Tokens.hex(Tokens.sha256(bytes)),
                in.getLong("deadline_at_ms", 0L), in.getString("resume_token"), session);
    }

    public int uid() {
        return uid;
    }

    public String requestId() {
        return requestId;
    }

    public ToolSpec tool() {
        return tool;
    }

    public JSONObject args() {
        return args;
    }

    public String argsDigest() {
        return argsDigest;
    }

    public String resumeToken() {
        return resumeToken;
    }

    public SessionStore.Session session() {
        return session;
    }

    public boolean deadlinePassed() {
        return System.currentTimeMillis() >= deadlineAtMs;
    }
}
