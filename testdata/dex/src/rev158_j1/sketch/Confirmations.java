package com.inkwell.notes.cetp;

import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Pending Provider-side confirmations, keyed by resume token; ConfirmActivity answers them. */
public final class Confirmations {
    public enum Verdict { APPROVED, DENIED, WAITING, MISMATCH }

    static final class Pending {
        final int uid;
        final String tool;
        final String requestId;
        final String argsDigest;
        final String summary;
        final long expiresAt;
        volatile Boolean answer;

        Pending(int uid, String tool, String requestId, String argsDigest, String summary, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.requestId = requestId;
            this.argsDigest = argsDigest;
            this.summary = summary;
            this.expiresAt = expiresAt;
        }
    }

    private static final long TTL_MS = 10 * 60 * 1000L;
    private static final Map<String, Pending> PENDING = new ConcurrentHashMap<>();
    private static final SecureRandom RANDOM = new SecureRandom();

    private Confirmations() {
    }

    static String hold(int uid, String tool, String requestId, String argsText, String summary) {
        byte[] raw = new byte[24];
        RANDOM.nextBytes(raw);
        String token = Json.hex(raw);
        PENDING.put(token, new Pending(uid, tool, requestId, Json.sha256(argsText), summary,
                System.currentTimeMillis() + TTL_MS));
        return token;
    }

    static Verdict redeem(String token, int uid, String tool, String requestId, String argsText) {
        Pending p = token == null ? null : PENDING.get(token);
        if (p == null || p.expiresAt < System.currentTimeMillis()) {
            return Verdict.MISMATCH;
        }
        if (p.uid != uid || !p.tool.equals(tool) || !p.requestId.equals(requestId)
                || !p.argsDigest.equals(Json.sha256(argsText))) {
            return Verdict.MISMATCH;
        }
        Boolean answer = p.answer;
        if (answer == null) {
            return Verdict.WAITING;
        }
        PENDING.remove(token);
        return answer ? Verdict.APPROVED : Verdict.DENIED;
    }

    /** What the user is asked to confirm, or null for an unknown or expired token. */
    public static String summary(String token) {
        Pending p = PENDING.get(token);
        return p == null || p.expiresAt < System.currentTimeMillis() ? null : p.summary;
    }

    public static void answer(String token, boolean approved) {
        Pending p = PENDING.get(token);
        if (p != null && p.answer == null) {
            p.answer = approved;
        }
    }
}
