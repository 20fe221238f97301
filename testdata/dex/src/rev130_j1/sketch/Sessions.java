package com.copperwick.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.copperwick.cetp.Cetp;
import com.copperwick.config.TokenFactories;

/** Negotiated sessions of one provider, stored with the caller's UID (spec 2.2). */
public final class Sessions {
    private final SQLiteDatabase db;
    private final String provider;
    private final TokenFactories.Generator tokens;

    public Sessions(SQLiteDatabase db, String provider, TokenFactories.Generator tokens) {
        this.db = db;
        this.provider = provider;
        this.tokens = tokens;
    }

    /** Returns the new session's token. */
    public String open(int uid, boolean largeResults, long expiresAt) {
        String token = tokens.next(32);
        ContentValues v = new ContentValues();
        v.put("token", token);
        v.put("provider", provider);
        v.put("uid", uid);
        v.put("large_results", largeResults ? 1 : 0);
        v.put("expires_at", expiresAt);
        db.insertOrThrow("sessions", null, v);
        return token;
    }

    /** 1 for a live session of this caller with large_results, 0 without, -1 when there is none. */
    public int check(String token, int uid) {
        if (token == null || token.isEmpty()) {
            return -1;
        }
        try (Cursor c = db.query("sessions", new String[] {"large_results"},
                "token = ? AND provider = ? AND uid = ? AND expires_at > ?",
                new String[] {token, provider, Integer.toString(uid), Long.toString(System.currentTimeMillis())},
                null, null, null)) {
            if (!c.moveToFirst()) {
                return -1;
            }
            return c.getInt(0) != 0 ? 1 : 0;
        }
    }
}
