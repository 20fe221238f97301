package com.hearthlink.cetp;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.json.JSONObject;

/**
 * One execute_tool request once the envelope is accepted. uid and pid are what call() read from Binder on entry,
 * on the Binder thread; every component that needs the caller gets them from here.
 */
public final class Call {
    public final int uid;
    public final int pid;
    public final String provider;
    public final String requestId;
    public final String tool;
    public final JSONObject args;
    public final String digest;
    public final String resumeToken;
    public final long deadline;
    /** The provider's own ticket record once a resume token has been spent for this call, else null. */
    public JSONObject ticket;

    public Call(int uid, int pid, String provider, String requestId, String tool, String rawArgs, JSONObject args,
            String resumeToken, long deadline) {
        this.uid = uid;
        this.pid = pid;
        this.provider = provider;
        this.requestId = requestId;
        this.tool = tool;
        this.args = args;
        this.digest = sha256Hex((tool + '\u0000' + rawArgs).getBytes(StandardCharsets.UTF_8));
        this.resumeToken = resumeToken;
        this.deadline = deadline;
    }

    public long remainingMs() {
        return deadline - System.currentTimeMillis();
    }

    public static String sha256Hex(byte[] bytes) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(bytes);
            StringBuilder sb = new StringBuilder(d.length * 2);
            for (byte x : d) {
                sb.append(Character.forDigit((x >> 4) & 0xf, 16)).append(Character.forDigit(x & 0xf, 16));
            }
            return sb.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
