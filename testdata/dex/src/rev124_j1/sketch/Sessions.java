package com.scanbox.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.util.Base64;
import com.scanbox.data.ScanDatabase;
import java.security.SecureRandom;
import java.util.Optional;

/** Negotiated sessions, kept in the database so that they outlive nothing but their expiry. */
public final class Sessions {
    private static final String[] COLUMNS = {"token", "uid", "provider_id", "expires_at"};

    private final ScanDatabase database;
    private final SecureRandom random;

    public Sessions(ScanDatabase database, SecureRandom random) {
        this.database = database;
        this.random = random;
    }

    public Session open(int uid, String providerId) {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        Session session = new Session(Base64.encodeToString(bytes, Base64.URL_SAFE | Base64.NO_WRAP),
                uid, providerId, System.currentTimeMillis() + Cetp.SESSION_TTL_MS);
        ContentValues row = new ContentValues();
        row.put("token", session.token());
        row.put("uid", session.uid());
        row.put("provider_id", session.providerId());
        row.put("expires_at", session.expiresAtMs());
        database.getWritableDatabase().insertOrThrow("sessions", null, row);
        return session;
    }

    /** The session the token names, whoever holds it; callers decide what must match. */
    public Optional<Session> find(String token) {
        if (token == null) {
            return Optional.empty();
        }
        Cursor cursor = database.getReadableDatabase()
                .query("sessions", COLUMNS, "token = ?", new String[] {token}, null, null, null);
        try {
            if (!cursor.moveToFirst()) {
                return Optional.empty();
            }
            return Optional.of(new Session(cursor.getString(0), cursor.getInt(1), cursor.getString(2),
                    cursor.getLong(3)));
        } finally {
            cursor.close();
        }
    }
}
