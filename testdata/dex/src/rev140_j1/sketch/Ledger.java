package com.hearthlink.cetp;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteStatement;
import android.os.Bundle;
import android.util.Base64;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The durable protocol state of one provider in home.db: sessions, kept outcomes of mutating calls (spec section 6)
 * and confirmation tickets. Everything is keyed by the caller's UID as call() read it.
 */
public final class Ledger {
    public static final String PENDING = "pending";
    public static final String APPROVED = "approved";
    public static final String DENIED = "denied";

    private static final SecureRandom RANDOM = new SecureRandom();

    private final SQLiteDatabase db;
    private final String provider;

    public Ledger(SQLiteDatabase db, String provider) {
        this.db = db;
        this.provider = provider;
    }

    /** bytes bytes of the platform CSPRNG, URL-safe Base64 without padding. */
    public static String newToken(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return Base64.encodeToString(b, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }

    /** What a ticket is known by outside the provider (the confirmation screen): the digest of its token. */
    public static String ticketKey(String token) {
        return Call.sha256Hex(token.getBytes(StandardCharsets.UTF_8));
    }

    // ---- sessions ----

    public String openSession(int uid, long expiresAt) {
        String token = newToken(32);
        try (SQLiteStatement st = db.compileStatement(
                "INSERT INTO sessions (token, provider, uid, expires_at) VALUES (?, ?, ?, ?)")) {
            st.bindString(1, token);
            st.bindString(2, provider);
            st.bindLong(3, uid);
            st.bindLong(4, expiresAt);
            st.executeInsert();
        }
        return token;
    }

    /** True when the token is a live session of this provider negotiated by this UID. */
    public boolean liveSession(String token, int uid) {
        if (token == null || token.isEmpty()) {
            return false;
        }
        String[] args = {token, provider, String.valueOf(uid), String.valueOf(System.currentTimeMillis())};
        try (Cursor c = db.query("sessions", new String[] {"token"},
                "token = ? AND provider = ? AND uid = ? AND expires_at > ?", args, null, null, null)) {
            return c.moveToFirst();
        }
    }

    // ---- outcomes ----

    /** A retried mutating call's kept reply; INVALID_REQUEST when its id was used for another call; null if new. */
    public Bundle replay(Call call) throws JSONException {
        long since = System.currentTimeMillis() - Keys.IDEMPOTENCY_WINDOW_SECONDS * 1000L;
        String[] args = {String.valueOf(call.uid), provider, call.requestId, String.valueOf(since)};
        try (Cursor c = db.query("outcomes", new String[] {"tool", "digest", "reply"},
                "uid = ? AND provider = ? AND request_id = ? AND kept_at > ?", args, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            if (!call.tool.equals(c.getString(0)) || !call.digest.equals(c.getString(1))) {
                return Replies.fail(call, Keys.E_INVALID_REQUEST, "request_id was already used for another call");
            }
            return Replies.thaw(call.requestId, c.getString(2));
        }
    }

    public void keep(Call call, Bundle reply) throws JSONException {
        try (SQLiteStatement st = db.compileStatement("INSERT OR REPLACE INTO outcomes"
                + " (uid, provider, request_id, tool, digest, reply, kept_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            st.bindLong(1, call.uid);
            st.bindString(2, provider);
            st.bindString(3, call.requestId);
            st.bindString(4, call.tool);
            st.bindString(5, call.digest);
            st.bindString(6, Replies.freeze(reply));
            st.bindLong(7, System.currentTimeMillis());
            st.executeInsert();
        }
    }

    // ---- confirmation tickets ----

    /** A pending ticket for exactly this call; returns the resume token (only its digest is stored). */
    public String openTicket(Call call, String summary) {
        String token = newToken(24);
        try (SQLiteStatement st = db.compileStatement("INSERT INTO tickets (token_sha256, provider, uid, request_id,"
                + " tool, digest, summary, state, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            st.bindString(1, ticketKey(token));
            st.bindString(2, provider);
            st.bindLong(3, call.uid);
            st.bindString(4, call.requestId);
            st.bindString(5, call.tool);
            st.bindString(6, call.digest);
            st.bindString(7, summary);
            st.bindString(8, PENDING);
            st.bindLong(9, System.currentTimeMillis() + Keys.TICKET_TTL_MS);
            st.executeInsert();
        }
        return token;
    }

    /**
     * The provider's record of the ticket behind this call's resume token, or null when there is none for exactly
     * this caller, provider, request, tool and argument bytes, or it has expired. A ticket the user has answered is
     * deleted here: a resume token resumes one call once.
     */
    public JSONObject spendTicket(Call call) throws JSONException {
        String key = ticketKey(call.resumeToken);
        String state;
        try (Cursor c = db.query("tickets",
                new String[] {"uid", "provider", "request_id", "tool", "digest", "state", "expires_at"},
                "token_sha256 = ?", new String[] {key}, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            boolean fits = c.getInt(0) == call.uid
                    && provider.equals(c.getString(1))
                    && call.requestId.equals(c.getString(2))
                    && call.tool.equals(c.getString(3))
                    && call.digest.equals(c.getString(4))
                    && c.getLong(6) > System.currentTimeMillis();
            if (!fits) {
                return null;
            }
            state = c.getString(5);
        }
        if (!PENDING.equals(state)) {
            db.delete("tickets", "token_sha256 = ?", new String[] {key});
        }
        return new JSONObject().put("state", state).put("approved", APPROVED.equals(state));
    }

    /** For the confirmation screen: the summary of a ticket still waiting for the user, or null. */
    public String pendingSummary(String key) {
        String[] args = {key, PENDING, String.valueOf(System.currentTimeMillis())};
        try (Cursor c = db.query("tickets", new String[] {"summary"},
                "token_sha256 = ? AND state = ? AND expires_at > ?", args, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    /** For the confirmation screen: records the user's answer on a pending ticket. */
    public boolean decide(String key, boolean approved) {
        try (SQLiteStatement st = db.compileStatement(
                "UPDATE tickets SET state = ? WHERE token_sha256 = ? AND state = ? AND expires_at > ?")) {
            st.bindString(1, approved ? APPROVED : DENIED);
            st.bindString(2, key);
            st.bindString(3, PENDING);
            st.bindLong(4, System.currentTimeMillis());
            return st.executeUpdateDelete() == 1;
        }
    }
}
