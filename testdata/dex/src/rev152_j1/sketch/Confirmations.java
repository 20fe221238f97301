package com.wrenfield.notes.core;

import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Confirmations waiting in Wrenfield's confirmation screen, shared by both tool providers and the screen, keyed by
 * the SHA-256 of their resume token. A record is the JSON the screen shows; the screen adds "confirmed" when the user
 * answers.
 */
public final class Confirmations {
    static final long TTL_MS = 10L * 60L * 1000L;

    private static volatile Confirmations shared;

    private final ConcurrentHashMap<String, JSONObject> open = new ConcurrentHashMap<>();

    private Confirmations() {
    }

    public static Confirmations shared() {
        Confirmations result = shared;
        if (result == null) {
            synchronized (Confirmations.class) {
                result = shared;
                if (result == null) {
                    result = new Confirmations();
                    shared = result;
                }
            }
        }
        return result;
    }

    /** Files a confirmation for the call under token; the ticket carries the key the screen is opened with. */
    public Ticket file(String token, int uid, String provider, String tool, String requestId, String argsDigest,
            String summary, long now) {
        JSONObject record = new JSONObject();
        try {
            record.put("uid", uid).put("provider", provider).put("tool", tool).put("request_id", requestId)
                    .put("args_sha256", argsDigest).put("summary", summary).put("expires_at", now + TTL_MS);
        } catch (JSONException e) {
            throw new IllegalStateException("confirmation record", e);
        }
        String key = Hex.sha256(token);
        open.put(key, record);
        return new Ticket(key, token);
    }

    /** The record the screen shows, or null when it is gone. */
    public JSONObject peek(String key) {
        return key == null ? null : open.get(key);
    }

    /** Records the user's answer once; false when the confirmation is gone or was answered already. */
    public boolean answer(String key, boolean confirmed) {
        JSONObject record = peek(key);
        if (record == null) {
            return false;
        }
        synchronized (record) {
            if (record.has("confirmed")) {
                return false;
            }
            try {
                record.put("confirmed", confirmed);
            } catch (JSONException e) {
                return false;
            }
        }
        return true;
    }

    /**
     * Spends the resume token of a resumed call: it must be the same caller, provider, tool, request and arguments,
     * not expired, and answered. Ok(true) only when the user confirmed.
     */
    public Result<Boolean> redeem(String token, int uid, String provider, String tool, String requestId,
            String argsDigest, long now) {
        String key = Hex.sha256(token);
        JSONObject record = open.get(key);
        if (record == null) {
            return Result.fail("INVALID_REQUEST", "The resume_token is unknown or was used already", false);
        }
        if (record.optInt("uid", -1) != uid || !provider.equals(record.optString("provider"))
                || !tool.equals(record.optString("tool")) || !requestId.equals(record.optString("request_id"))
                || !argsDigest.equals(record.optString("args_sha256"))) {
            return Result.fail("INVALID_REQUEST", "The resume_token belongs to another call", false);
        }
        if (record.optLong("expires_at", 0L) < now) {
            open.remove(key, record);
            return Result.fail("INVALID_REQUEST", "The confirmation expired; start the call again", false);
        }
        synchronized (record) {
            if (!record.has("confirmed")) {
                return Result.fail("CONFLICT", "The user has not answered the confirmation yet", true);
            }
        }
        if (!open.remove(key, record)) {
            return Result.fail("INVALID_REQUEST", "The resume_token is unknown or was used already", false);
        }
        if (!record.optBoolean("confirmed")) {
            return Result.fail("USER_CANCELLED", "The user declined in Wrenfield Notes", false);
        }
        return Result.ok(Boolean.TRUE);
    }

    public static final class Ticket {
        public final String key;
        public final String token;

        Ticket(String key, String token) {
            this.key = key;
            this.token = token;
        }

        /** A request code that keeps the PendingIntents of different confirmations apart. */
        public int requestCode() {
            return key.hashCode();
        }
    }
}
