package com.lumenframe.studio.cetp;

import android.os.Bundle;
import java.nio.charset.StandardCharsets;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The envelope of a v2 execute_tool (§4.1): request id, tool, JSON args and their digest, and the caller
 * captured on the Binder thread by call(). The deadline is read separately, by {@link #deadlinePassed}.
 */
public final class ToolCall {
    public static final int MAX_REQUEST_BYTES = 65536;

    public final String requestId;
    public final String toolName;
    public final JSONObject args;
    public final String argsDigest;
    public final int uid;
    public final String callerPackage;

    private ToolCall(String requestId, String toolName, JSONObject args, String argsDigest, int uid, String pkg) {
        this.requestId = requestId;
        this.toolName = toolName;
        this.args = args;
        this.argsDigest = argsDigest;
        this.uid = uid;
        this.callerPackage = pkg;
    }

    public static String requestId(Bundle extras) throws CetpException {
        if (extras.getInt("protocol_version", 0) != Replies.PROTOCOL) {
            throw new CetpException("INVALID_REQUEST");
        }
        String id = extras.getString("request_id");
        if (id == null || id.length() < 8 || id.length() > 64) {
            throw new CetpException("INVALID_REQUEST");
        }
        return id;
    }

    public static ToolCall parse(Bundle extras, int uid, String callerPackage) throws CetpException {
        String id = requestId(extras);
        String tool = extras.getString("tool_name");
        if (tool == null) {
            throw new CetpException("INVALID_REQUEST");
        }
        String text = extras.getString("args", "{}");
        if (text.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            throw new CetpException("INVALID_ARGS");
        }
        JSONObject args;
        try {
            args = new JSONObject(text);
        } catch (JSONException e) {
            throw new CetpException("INVALID_ARGS");
        }
        return new ToolCall(id, tool, args, Crypto.sha256(text), uid, callerPackage);
    }

    /** §4.1: a missing or elapsed deadline_at_ms means the business side effect must not start. */
    public static boolean deadlinePassed(Bundle extras) {
        long deadline = extras.getLong("deadline_at_ms", 0L);
        return deadline <= 0L || deadline <= System.currentTimeMillis();
    }

    public static long remainingMs(Bundle extras) {
        return extras.getLong("deadline_at_ms", 0L) - System.currentTimeMillis();
    }
}
