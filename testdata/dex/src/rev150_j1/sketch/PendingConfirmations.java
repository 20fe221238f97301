package com.kestrel.ledger.tools;

import java.util.HashMap;
import java.util.Map;

/**
 * Confirmations waiting for the user, shared by both providers and the confirmation screens. Filed under the
 * SHA-256 of the resume token (the approval key); the screens see only that key.
 */
public final class PendingConfirmations {
    public static final long TTL_MS = 10L * 60L * 1000L;

    public static final class Pending {
        public final int uid;
        public final String tool;
        public final String requestId;
        public final String argsDigest;
        public final String summary;
        public final long expiresAt;
        boolean answered;
        boolean approved;

        public Pending(int uid, String tool, String requestId, String argsDigest, String summary, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.requestId = requestId;
            this.argsDigest = argsDigest;
            this.summary = summary;
            this.expiresAt = expiresAt;
        }

        public synchronized boolean answered() {
            return answered;
        }

        public synchronized boolean approved() {
            return approved;
        }
    }

    private final Map<String, Pending> open = new HashMap<>();

    /** Files pending under the approval key of token; returns that key. */
    public synchronized String open(String token, Pending pending) {
        String key = Tokens.sha256Hex(token);
        open.put(key, pending);
        return key;
    }

    /** The confirmation the resume token names, or null. It stays filed. */
    public synchronized Pending find(String token) {
        return open.get(Tokens.sha256Hex(token));
    }

    /** Removes the confirmation the resume token names: a token resumes one call once. */
    public synchronized void spend(String token) {
        open.remove(Tokens.sha256Hex(token));
    }

    /** For the confirmation screens. */
    public synchronized Pending peek(String approvalKey) {
        return open.get(approvalKey);
    }

    /** Records the user's answer on the screen; false when the confirmation is gone or already answered. */
    public synchronized boolean answer(String approvalKey, boolean approve) {
        Pending pending = open.get(approvalKey);
        if (pending == null) {
            return false;
        }
        synchronized (pending) {
            if (pending.answered) {
                return false;
            }
            pending.answered = true;
            pending.approved = approve;
        }
        return true;
    }
}
