package com.kiteframe.auth;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Resume tokens of the confirmation screens: random, bound to the caller, the request id, the tool and the
 * arguments' digest, approved by the Activity, single-use.
 */
public final class Confirmations {
    private static final long TTL_MS = 10 * 60 * 1000L;
    private static final Confirmations SHARED = new Confirmations();

    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, Pending> pending = new ConcurrentHashMap<>();

    public static Confirmations shared() {
        return SHARED;
    }

    public String issue(int uid, String requestId, String tool, String argsDigest) {
        byte[] raw = new byte[24];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        pending.put(token, new Pending(uid, requestId, tool, argsDigest, System.currentTimeMillis() + TTL_MS));
        return token;
    }

    /** Called by the confirmation Activity once the user approved. */
    public boolean approve(String token) {
        Pending p = token == null ? null : pending.get(token);
        if (p == null) {
            return false;
        }
        p.approved = true;
        return true;
    }

    public void deny(String token) {
        if (token != null) {
            pending.remove(token);
        }
    }

    /** Consumes the token: true only for an approved, unexpired token issued for exactly this call. */
    public boolean take(String token, int uid, String requestId, String tool, String argsDigest) {
        if (token == null) {
            return false;
        }
        Pending p = pending.remove(token);
        return p != null && p.approved && p.uid == uid && p.requestId.equals(requestId) && p.tool.equals(tool)
                && p.argsDigest.equals(argsDigest) && p.expiresAt > System.currentTimeMillis();
    }

    static final class Pending {
        final int uid;
        final String requestId;
        final String tool;
        final String argsDigest;
        final long expiresAt;
        volatile boolean approved;

        Pending(int uid, String requestId, String tool, String argsDigest, long expiresAt) {
            this.uid = uid;
            this.requestId = requestId;
            this.tool = tool;
            this.argsDigest = argsDigest;
            this.expiresAt = expiresAt;
        }
    }
}
