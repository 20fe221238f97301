package com.trailmark.cetp;

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

/** negotiate and the sessions table: each session is one provider's, for the UID that negotiated it. */
public final class Sessions {
    /** lookup's answer when there is no live session. */
    public static final int NONE = -1;
    /** Bit set in lookup's answer when large_results was negotiated. */
    public static final int FILES = 1;

    private static final SecureRandom RANDOM = new SecureRandom();

    private final SQLiteDatabase db;
    private final String provider;
    private final String displayName;

    public Sessions(SQLiteDatabase db, String provider, String displayName) {
        this.db = db;
        this.provider = provider;
        this.displayName = displayName;
    }

    /** bytes random bytes of the platform's CSPRNG as unpadded URL-safe Base64. */
    public static String newToken(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return Base64.encodeToString(b, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }

    public Bundle negotiate(int uid, Bundle in) throws JSONException {
        int[] offered = in.getIntArray(Keys.CONSUMER_VERSIONS);
        boolean speaksV2 = false;
        for (int i = 0; offered != null && i < offered.length; i++) {
            speaksV2 |= offered[i] == Keys.V2;
        }
        if (!speaksV2) {
            return Replies.error(null, Keys.E_UNSUPPORTED_VERSION, "Trailmark speaks CETP version 2 only", false);
        }
        JSONArray caps = new JSONArray(in.getString(Keys.CONSUMER_CAPABILITIES, "[]"));
        int flags = 0;
        for (int i = 0; i < caps.length(); i++) {
            if (Keys.CAP_LARGE_RESULTS.equals(caps.optString(i))) {
                flags |= FILES;
            }
        }
        String token = newToken(32);
        long expires = System.currentTimeMillis() + Keys.SESSION_TTL_MS;
        try (SQLiteStatement st = db.compileStatement(
                "INSERT INTO sessions (token, provider, uid, flags, expires_at) VALUES (?, ?, ?, ?, ?)")) {
            st.bindString(1, token);
            st.bindString(2, provider);
            st.bindLong(3, uid);
            st.bindLong(4, flags);
            st.bindLong(5, expires);
            st.executeInsert();
        }
        JSONArray granted = new JSONArray();
        if ((flags & FILES) != 0) {
            granted.put(Keys.CAP_LARGE_RESULTS);
        }
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", Keys.MAX_REQUEST_BYTES)
                .put("max_inline_result_bytes", Keys.MAX_INLINE_RESULT_BYTES)
                .put("max_concurrent_requests", 2)
                .put("idempotency_window_seconds", Keys.IDEMPOTENCY_WINDOW_MS / 1000L);
        return Replies.negotiated(new JSONObject()
                .put("selected_version", Keys.V2)
                .put("provider_id", provider)
                .put("provider_name", displayName)
                .put("session_token", token)
                .put("expires_at", Instant.ofEpochMilli(expires).toString())
                .put("capabilities", granted)
                .put("limits", limits));
    }

    /** The session's flags, or NONE unless the token is live, this provider's, and negotiated by this UID. */
    public int lookup(String token, int uid) {
        if (token == null || token.isEmpty()) {
            return NONE;
        }
        String[] args = {token, provider, String.valueOf(uid), String.valueOf(System.currentTimeMillis())};
        try (Cursor c = db.query("sessions", new String[] {"flags"},
                "token = ? AND provider = ? AND uid = ? AND expires_at > ?", args, null, null, null)) {
            return c.moveToFirst() ? c.getInt(0) : NONE;
        }
    }

    /** What is wrong with a v2 envelope (version, request id, the looked-up session), or null; no deadline here. */
    public static Bundle refuse(Bundle in, int session) {
        String requestId = in.getString(Keys.REQUEST_ID);
        if (in.getInt(Keys.PROTOCOL_VERSION, 0) != Keys.V2) {
            return Replies.error(requestId, Keys.E_INVALID_REQUEST, "protocol_version 2 is required", false);
        }
        if (requestId == null || requestId.isEmpty()) {
            return Replies.error(null, Keys.E_INVALID_REQUEST, "request_id is required", false);
        }
        if (session == NONE) {
            return Replies.error(requestId, Keys.E_NEGOTIATION_REQUIRED, "The session is gone: negotiate again",
                    true);
        }
        return null;
    }
}
