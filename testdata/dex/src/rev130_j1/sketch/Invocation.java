package com.copperwick.cetp;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.json.JSONObject;

/** An execute_tool request as a tool sees it; uid is the one call() read on the Binder thread. */
public final class Invocation {
    private final int uid;
    private final String provider;
    private final String requestId;
    private final long deadlineAtMs;
    private final String tool;
    private final JSONObject args;
    private final String argsDigest;
    private final String resumeToken;
    private final boolean largeResults;
    private volatile boolean approved;

    public Invocation(int uid, String provider, String requestId, long deadlineAtMs, String tool, JSONObject args,
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

    public long remainingMs() {
        return deadlineAtMs - System.currentTimeMillis();
    }

    /** Called by the provider once this call's resume token was redeemed as approved by the user. */
    void markApproved() {
        approved = true;
    }

    public boolean approved() {
        return approved;
    }

    public static String digest(String tool, String rawArgs) {
        return sha256(tool + "\n" + rawArgs);
    }

    public static String sha256(String text) {
        return sha256(text.getBytes(StandardCharsets.UTF_8));
    }

    public static String sha256(byte[] bytes) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(bytes);
            StringBuilder hex = new StringBuilder(d.length * 2);
            for (byte b : d) {
                hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
