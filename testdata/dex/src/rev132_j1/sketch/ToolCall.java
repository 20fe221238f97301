package com.inkbarrow.cetp;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.json.JSONObject;

/** One execute_tool request after the envelope checks; uid is the one call() read on the Binder thread. */
public final class ToolCall {
    private final int uid;
    private final String provider;
    private final String requestId;
    private final long deadlineAtMs;
    private final String tool;
    private final JSONObject args;
    private final String argsDigest;
    private final String resumeToken;
    private final boolean largeResults;
    private boolean approved;

    ToolCall(int uid, String provider, String requestId, long deadlineAtMs, String tool, JSONObject args,
            String argsDigest, String resumeToken, boolean largeResults) {
        this.uid = uid;
        this.provider = provider;
        this.requestId = requestId;
        this.deadlineAtMs = deadlineAtMs;
        this.tool = tool;
        this.args = args;
        this.argsDigest = argsDigest;
        this.resumeToken = resumeToken;
        this.largeResults = largeResults;
    }

    public int uid() {
        return uid;
    }

    public String provider() {
        return provider;
    }

    public String requestId() {
        return requestId;
    }

    public String tool() {
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

    public boolean largeResults() {
        return largeResults;
    }

    public boolean approved() {
        return approved;
    }

    void approve() {
        approved = true;
    }

    public long remainingMs() {
        return deadlineAtMs - System.currentTimeMillis();
    }

    static String digest(String tool, String rawArgs) {
        return sha256Hex((tool + "\u0000" + rawArgs).getBytes(StandardCharsets.UTF_8));
    }

    public static String sha256Hex(byte[] bytes) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(bytes);
            char[] out = new char[d.length * 2];
            for (int i = 0; i < d.length; i++) {
                out[2 * i] = Character.forDigit((d[i] >> 4) & 0xf, 16);
                out[2 * i + 1] = Character.forDigit(d[i] & 0xf, 16);
            }
            return new String(out);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
