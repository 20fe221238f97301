package com.quirewell.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.quirewell.cetp.Cetp;
import com.quirewell.cetp.TokenSources;

/** Negotiated sessions of one provider, bound to the caller's UID and capabilities (spec 2.2). */
public final class Sessions {
    /** One negotiated session. */
    public static final class Session {
        private final String token;
        private final int uid;
        private final boolean largeResults;
        private final long expiresAt;

        Session(String token, int uid, boolean largeResults, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.largeResults = largeResults;
            this.expiresAt = expiresAt;
        }

        public String token() {
            return token;
        }

        public boolean largeResults() {
            return largeResults;
        }

        public long expiresAt() {
            return expiresAt;
        }

        public boolean belongsTo(int caller) {
            return uid == caller && System.currentTimeMillis() < expiresAt;
        }
    }

    private final SQLiteDatabase db;
    private final String provider;
    private final TokenSources.TokenSource tokens;

    public Sessions(SQLiteDatabase db, String provider, TokenSources.TokenSource tokens) {
        this.db = db;
        this.provider = provider;
        this.tokens = tokens;
    }

    public Session open(int uid, boolean largeResults) {
        Session s = new Session(tokens.next(), uid, largeResults, System.currentTimeMillis() + Cetp.SESSION_TTL_MS);
        ContentValues v = new ContentValues();
        v.put("token", s.token);
        v.put("provider", provider);
        v.put("uid", s.uid);
        v.put("large_results", s.largeResults ? 1 : 0);
        v.put("expires_at", s.expiresAt);
        db.insertOrThrow("sessions", null, v);
        return s;
    }

    public Session find(String token) {
        if (token == null || token.isEmpty()) {
            return null;
        }
        try (Cursor c = db.query("sessions", new String[] {"uid", "large_results", "expires_at"},
                "token = ? AND provider = ?", new String[] {token, provider}, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            return new Session(token, c.getInt(0), c.getInt(1) != 0, c.getLong(2));
        }
    }
}
