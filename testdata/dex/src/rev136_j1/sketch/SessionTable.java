package com.quillbin.cetp;

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

/** negotiate (spec 2.2) and the sessions table behind it: a session belongs to one provider and one calling UID. */
public final class SessionTable {
    public static final int MISSING = -1;
    public static final int INLINE_ONLY = 0;
    public static final int WITH_FILES = 1;

    private static final SecureRandom RNG = new SecureRandom();

    private final SQLiteDatabase db;
    private final String provider;

    public SessionTable(SQLiteDatabase db, String provider) {
        this.db = db;
        this.provider = provider;
    }

    /** Random bytes from the platform CSPRNG, URL-safe Base64 without padding. */
    public static String randomToken(int bytes) {
        byte[] raw = new byte[bytes];
        RNG.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_PADDING | Base64.NO_WRAP);
    }

    public Bundle negotiate(int uid, Bundle in, String displayName) throws JSONException {
        int[] versions = in.getIntArray(Wire.CONSUMER_VERSIONS);
        boolean common = false;
        if (versions != null) {
            for (int v : versions) {
                if (v == Wire.VERSION) {
                    common = true;
                }
            }
        }
        if (!common) {
            return Answers.error(null, Wire.UNSUPPORTED_VERSION, "Quillbin only speaks CETP version 2", false);
        }
        JSONArray offered = new JSONArray(in.getString(Wire.CONSUMER_CAPABILITIES, "[]"));
        boolean files = false;
        for (int i = 0; i < offered.length(); i++) {
            if (Wire.LARGE_RESULTS.equals(offered.optString(i))) {
                files = true;
            }
        }
        String token = randomToken(32);
        long expiresAt = System.currentTimeMillis() + Wire.SESSION_TTL_MS;
        try (SQLiteStatement insert = db.compileStatement("INSERT INTO sessions"
                + " (token, provider, uid, files, expires_at) VALUES (?, ?, ?, ?, ?)")) {
            insert.bindString(1, token);
            insert.bindString(2, provider);
            insert.bindLong(3, uid);
            insert.bindLong(4, files ? 1L : 0L);
            insert.bindLong(5, expiresAt);
            insert.executeInsert();
        }
        JSONArray granted = new JSONArray();
        if (files) {
            granted.put(Wire.LARGE_RESULTS);
        }
        return Answers.negotiated(new JSONObject()
                .put("selected_version", Wire.VERSION)
                .put("provider_id", provider)
                .put("provider_name", displayName)
                .put("session_token", token)
                .put("expires_at", Instant.ofEpochMilli(expiresAt).toString())
                .put("capabilities", granted)
                .put("limits", new JSONObject()
                        .put("max_request_bytes", Wire.MAX_REQUEST_BYTES)
                        .put("max_inline_result_bytes", Wire.MAX_INLINE_RESULT_BYTES)
                        .put("max_concurrent_requests", 2)
                        .put("idempotency_window_seconds", Wire.IDEMPOTENCY_WINDOW_MS / 1000L)));
    }

    /** MISSING unless the token is a live session of this provider that this very UID negotiated. */
    public int lookup(String token, int uid) {
        if (token == null || token.isEmpty()) {
            return MISSING;
        }
        String[] args = {token, provider, Integer.toString(uid), Long.toString(System.currentTimeMillis())};
        try (Cursor c = db.query("sessions", new String[] {"files"},
                "token = ? AND provider = ? AND uid = ? AND expires_at > ?", args, null, null, null)) {
            if (!c.moveToFirst()) {
                return MISSING;
            }
            return c.getInt(0) == 1 ? WITH_FILES : INLINE_ONLY;
        }
    }

    /** The common envelope of every later method, except the deadline; null when it is acceptable. */
    public static Bundle envelopeProblem(int session, Bundle in) {
        String requestId = in.getString(Wire.REQUEST_ID);
        if (in.getInt(Wire.PROTOCOL_VERSION, 0) != Wire.VERSION) {
            return Answers.error(requestId, Wire.INVALID_REQUEST, "protocol_version must be 2", false);
        }
        if (requestId == null || requestId.isEmpty()) {
            return Answers.error(null, Wire.INVALID_REQUEST, "request_id is required", false);
        }
        if (session == MISSING) {
            return Answers.error(requestId, Wire.NEGOTIATION_REQUIRED, "No live session: negotiate again", true);
        }
        return null;
    }
}
