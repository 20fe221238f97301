package com.tallowbrook.salon.core;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Negotiated sessions, one row per token (they survive a restart until they expire). */
public final class SessionStore {
    public static final long TTL_MS = 60L * 60L * 1000L;

    private final SalonDb db;
    private final String providerId;

    public SessionStore(SalonDb db, String providerId) {
        this.db = db;
        this.providerId = providerId;
    }

    /** One negotiated session. */
    public static final class Session {
        public final int uid;
        public final List<String> capabilities;
        public final long expiresAt;

        Session(int uid, List<String> capabilities, long expiresAt) {
            this.uid = uid;
            this.capabilities = capabilities;
            this.expiresAt = expiresAt;
        }

        public static Session open(int uid, String[] capabilities) {
            return new Session(uid, Arrays.asList(capabilities), Long.MAX_VALUE);
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }

        public boolean expired(long now) {
            return now >= expiresAt;
        }
    }

    public String open(int uid, List<String> capabilities, long now) {
        String token = Tokens.random(32);
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("provider_id", providerId);
        row.put("uid", Integer.valueOf(uid));
        row.put("caps", String.join(",", capabilities));
        row.put("expires_at", Long.valueOf(now + TTL_MS));
        db.getWritableDatabase().insertOrThrow("sessions", null, row);
        return token;
    }

    public Session find(String token) {
        SQLiteDatabase sql = db.getReadableDatabase();
        Cursor c = sql.query("sessions", new String[] {"uid", "caps", "expires_at"}, "token = ? AND provider_id = ?",
                new String[] {token, providerId}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            List<String> caps = new ArrayList<>();
            for (String cap : c.getString(1).split(",")) {
                if (!cap.isEmpty()) {
                    caps.add(cap);
                }
            }
            return new Session(c.getInt(0), caps, c.getLong(2));
        } finally {
            c.close();
        }
    }
}
