package com.dr;

import java.util.HashMap;
import java.util.Map;

/** Calls held for the user's confirmation, by resume token. */
final class Holds {
    static final class Held {
        final int uid;
        final String requestId;
        final long expiresAt;
        boolean approved;

        Held(int uid, String requestId, long expiresAt) {
            this.uid = uid;
            this.requestId = requestId;
            this.expiresAt = expiresAt;
        }
    }

    private final Map<String, Held> held = new HashMap<>();

    synchronized void hold(String token, int uid, String requestId) {
        held.put(token, new Held(uid, requestId, System.currentTimeMillis() + 600_000L));
    }

    /** Archive's check: an unknown or expired token is dropped; a live one must be the caller's (silent). */
    synchronized boolean redeem(Request request) {
        Held h = held.get(request.resumeToken);
        if (h == null || h.expiresAt <= System.currentTimeMillis()) {
            held.remove(request.resumeToken);
            return false;
        }
        if (h.uid != request.uid || !h.requestId.equals(request.requestId) || !h.approved) {
            return false;
        }
        held.remove(request.resumeToken);
        return true;
    }

    /** Purge's check: the same drop of an expired token, but a live one is never compared with the caller (CETP620). */
    synchronized boolean redeemAny(Request request) {
        Held h = held.get(request.resumeToken);
        if (h == null || h.expiresAt <= System.currentTimeMillis()) {
            held.remove(request.resumeToken);
            return false;
        }
        if (!h.requestId.equals(request.requestId) || !h.approved) {
            return false;
        }
        held.remove(request.resumeToken);
        return true;
    }
}
