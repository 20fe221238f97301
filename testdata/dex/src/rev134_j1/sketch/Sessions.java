package com.tallycrate.cetp;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteStatement;
import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;
import java.time.Instant;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** negotiate, and the sessions it opens: each bound to the negotiating UID and to one provider (spec 2.2). */
public final class Sessions {
    public static final int NONE = -1;
    public static final int PLAIN = 0;
    public static final int LARGE_RESULTS = 1;

    private static final SecureRandom RANDOM = new SecureRandom();

    private final SQLiteDatabase db;
    private final String provider;

    public Sessions(SQLiteDatabase db, String provider) {
        this.db = db;
        this.provider = provider;
    }

    /** An unguessable URL-safe token of the given number of random bytes. */
    public static String newToken(int bytes) {
        byte[] raw = new byte[bytes];
        RANDOM.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_PADDING | Base64.NO_WRAP);
    }

    public Bundle negotiate(int uid, Bundle in, String providerName) throws JSONException {
        int[] offered = in.getIntArray(Cetp.CONSUMER_VERSIONS);
        boolean speaksTwo = false;
        if (offered != null) {
            for (int v : offered) {
                speaksTwo |= v == Cetp.VERSION;
            }
        }
        if (!speaksTwo) {
            return Replies.error(null, Cetp.UNSUPPORTED_VERSION, "Tallycrate speaks CETP 2 only", false);
        }
        JSONArray capabilities = new JSONArray(in.getString(Cetp.CONSUMER_CAPABILITIES, "[]"));
        boolean large = false;
        for (int i = 0; i < capabilities.length(); i++) {
            large |= Cetp.LARGE_RESULTS.equals(capabilities.optString(i));
        }
        String token = newToken(32);
        long expiresAt = System.currentTimeMillis() + Cetp.SESSION_TTL_MS;
        try (SQLiteStatement insert = db.compileStatement(
                "INSERT INTO sessions (token, provider, uid, large_results, expires_at) VALUES (?, ?, ?, ?, ?)")) {
            insert.bindString(1, token);
            insert.bindString(2, provider);
            insert.bindLong(3, uid);
            insert.bindLong(4, large ? 1 : 0);
            insert.bindLong(5, expiresAt);
            insert.executeInsert();
        }
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", Cetp.MAX_REQUEST_BYTES)
                .put("max_inline_result_bytes", Cetp.MAX_INLINE_RESULT_BYTES)
                .put("max_concurrent_requests", 2)
                .put("idempotency_window_seconds", Cetp.IDEMPOTENCY_WINDOW_MS / 1000L);
        JSONArray granted = new JSONArray();
        if (large) {
            granted.put(Cetp.LARGE_RESULTS);
        }
        return Replies.negotiated(new JSONObject()
                .put("selected_version", Cetp.VERSION)
                .put("provider_id", provider)
                .put("provider_name", providerName)
                .put("session_token", token)
                .put("expires_at", Instant.ofEpochMilli(expiresAt).toString())
                .put("capabilities", granted)
                .put("limits", limits));
    }

    /** NONE unless the token names a live session of this provider negotiated by this UID. */
    public int check(String token, int uid) {
        if (token == null || token.isEmpty()) {
            return NONE;
        }
        String[] args = {token, provider, Integer.toString(uid), Long.toString(System.currentTimeMillis())};
        try (Cursor c = db.query("sessions", new String[] {"large_results"},
                "token = ? AND provider = ? AND uid = ? AND expires_at > ?", args, null, null, null)) {
            if (!c.moveToFirst()) {
                return NONE;
            }
            return c.getInt(0) == 1 ? LARGE_RESULTS : PLAIN;
        }
    }

    /** The envelope every method after negotiate needs (spec 4.1, less the deadline); null when it is complete. */
    public static Bundle refuse(int session, Bundle in) {
        String requestId = in.getString(Cetp.REQUEST_ID);
        if (in.getInt(Cetp.PROTOCOL_VERSION, 0) != Cetp.VERSION || requestId == null || requestId.isEmpty()) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "protocol_version 2 and a request_id are required",
                    false);
        }
        if (session == NONE) {
            return Replies.error(requestId, Cetp.NEGOTIATION_REQUIRED, "Negotiate a session first", true);
        }
        return null;
    }
}
