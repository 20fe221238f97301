package com.inkbarrow.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.inkbarrow.cetp.TokenSource;

/** Negotiated sessions, each bound to the UID that negotiated it and to one provider (spec 2.2). */
public final class Sessions {
    public static final int NONE = -1;
    public static final int PLAIN = 0;
    public static final int LARGE_RESULTS = 1;

    private final SQLiteDatabase db;
    private final String provider;
    private final TokenSource tokens;

    public Sessions(SQLiteDatabase db, String provider, TokenSource tokens) {
        this.db = db;
        this.provider = provider;
        this.tokens = tokens;
    }

    public String open(int uid, boolean largeResults, long expiresAt) {
        String token = tokens.next();
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("provider", provider);
        row.put("uid", uid);
        row.put("large_results", largeResults ? 1 : 0);
        row.put("expires_at", expiresAt);
        db.insertOrThrow("sessions", null, row);
        return token;
    }

    /** NONE unless the token names a live session of this provider that this UID negotiated. */
    public int check(String token, int uid) {
        if (token == null || token.isEmpty()) {
            return NONE;
        }
        String[] where = {token, provider, Integer.toString(uid), Long.toString(System.currentTimeMillis())};
        try (Cursor c = db.query("sessions", new String[] {"large_results"},
                "token = ? AND provider = ? AND uid = ? AND expires_at > ?", where, null, null, null)) {
            if (!c.moveToFirst()) {
                return NONE;
            }
            return c.getInt(0) == 1 ? LARGE_RESULTS : PLAIN;
        }
    }
}
