package com.ferncastle.plugin;

import android.os.Bundle;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.Map;

/**
 * One call() on its way through the interceptors. The caller's UID is read once, by ToolHost.call on the Binder
 * thread; everything after that uses this field.
 */
public final class Invocation {
    public final String method;
    public final int uid;
    public final Bundle extras;
    public final String requestId;
    public final String providerId;
    private final Map<String, Object> attributes = new HashMap<>();

    public Invocation(String method, int uid, Bundle extras, String providerId) {
        this.method = method;
        this.uid = uid;
        this.extras = extras;
        this.requestId = extras.getString("request_id");
        this.providerId = providerId;
    }

    public String toolName() {
        return extras.getString("tool_name");
    }

    public String rawArgs() {
        return extras.getString("args");
    }

    public String resumeToken() {
        return extras.getString("resume_token");
    }

    /** Binds a request to its tool and the exact bytes of its arguments. */
    public String argsDigest() {
        String raw = rawArgs();
        return hex(sha256((toolName() + "\n" + (raw == null ? "" : raw)).getBytes(StandardCharsets.UTF_8)));
    }

    public void put(String key, Object value) {
        attributes.put(key, value);
    }

    public Object get(String key) {
        return attributes.get(key);
    }

    public static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String hex(byte[] data) {
        StringBuilder sb = new StringBuilder(data.length * 2);
        for (byte b : data) {
            sb.append(Character.forDigit((b >> 4) & 0xf, 16));
            sb.append(Character.forDigit(b & 0xf, 16));
        }
        return sb.toString();
    }
}
