package com.ferncastle.cetp;

import com.ferncastle.plugin.Invocation;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Pending confirmations of both providers, kept under the SHA-256 of their resume tokens. The confirmation screen
 * answers them by that key.
 */
public final class ResumeBook {
    private static final ResumeBook SHARED = new ResumeBook();
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final long TTL_MS = 15L * 60L * 1000L;

    private final Map<String, JSONObject> pending = new ConcurrentHashMap<>();

    private ResumeBook() {
    }

    public static ResumeBook shared() {
        return SHARED;
    }

    /** A fresh resume token: 24 random bytes, hex. */
    public static String newToken() {
        byte[] raw = new byte[24];
        RANDOM.nextBytes(raw);
        return Invocation.hex(raw);
    }

    static String keyOf(String token) {
        return Invocation.hex(Invocation.sha256(token.getBytes(StandardCharsets.UTF_8)));
    }

    /** Records a pending confirmation for this call and returns the key the screen uses. */
    public String open(String token, Invocation inv, String summary) throws JSONException {
        JSONObject record = new JSONObject();
        record.put("uid", inv.uid);
        record.put("provider", inv.providerId);
        record.put("tool", inv.toolName());
        record.put("request_id", inv.requestId);
        record.put("digest", inv.argsDigest());
        record.put("summary", summary);
        record.put("expires_at", System.currentTimeMillis() + TTL_MS);
        record.put("state", "pending");
        String key = keyOf(token);
        pending.put(key, record);
        return key;
    }

    /**
     * The confirmation a resumed call names, when it was opened for this caller, tool, request and arguments and has
     * not expired. Once answered it is removed: a token is good for one resumption.
     */
    public JSONObject redeem(String token, Invocation inv) throws JSONException {
        if (token == null) {
            return null;
        }
        String key = keyOf(token);
        JSONObject record = pending.get(key);
        if (record == null || record.getInt("uid") != inv.uid || !record.getString("tool").equals(inv.toolName())
                || !record.getString("request_id").equals(inv.requestId)
                || !record.getString("digest").equals(inv.argsDigest())
                || record.getLong("expires_at") < System.currentTimeMillis()) {
            return null;
        }
        if (!"pending".equals(record.getString("state"))) {
            pending.remove(key);
        }
        return record;
    }

    /** The confirmation a token names, as it stands. */
    public JSONObject peek(String token) {
        return token == null ? null : pending.get(keyOf(token));
    }

    /** What the screen shows for a key, or null when nothing is pending under it. */
    public static String summary(String key) {
        JSONObject record = SHARED.pending.get(key);
        if (record == null || !"pending".equals(record.optString("state"))
                || record.optLong("expires_at", 0L) < System.currentTimeMillis()) {
            return null;
        }
        return record.optString("summary");
    }

    public static void answer(String key, boolean approved) {
        JSONObject record = SHARED.pending.get(key);
        if (record == null) {
            return;
        }
        try {
            record.put("approved", approved);
            record.put("state", approved ? "approved" : "denied");
        } catch (JSONException e) {
            SHARED.pending.remove(key);
        }
    }
}
