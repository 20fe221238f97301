package com.hearthboard.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import com.hearthboard.data.HearthDatabase;
import com.hearthboard.rx.Single;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.NoSuchElementException;

/** Negotiated sessions (§2.2), one SQLite row each: token, provider, UID, capabilities, expiry. */
public final class SessionStore {
    public static final long SESSION_TTL_MS = 60L * 60L * 1000L;
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final HearthDatabase database;

    public SessionStore(HearthDatabase database) {
        this.database = database;
    }

    public static final class Session {
        public static final Session NONE = new Session("", 0, "", 0L);

        public final String token;
        public final int uid;
        public final String capabilities;
        public final long expiresAt;

        Session(String token, int uid, String capabilities, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.capabilities = capabilities;
            this.expiresAt = expiresAt;
        }

        public boolean has(String capability) {
            for (String c : capabilities.split(",")) {
                if (c.equals(capability)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Issues a fresh token bound to provider, UID and capability set. */
    public Single<Session> open(String provider, int uid, String capabilities) {
        return Single.fromCallable(() -> {
            String token = newToken(32);
            long expiresAt = System.currentTimeMillis() + SESSION_TTL_MS;
            ContentValues row = new ContentValues();
            row.put("token", token);
            row.put("provider", provider);
            row.put("uid", uid);
            row.put("capabilities", capabilities);
            row.put("expires_at", expiresAt);
            database.getWritableDatabase().insertOrThrow("sessions", null, row);
            return new Session(token, uid, capabilities, expiresAt);
        });
    }

    /** The session of this token, for this provider and this UID, not expired. */
    public Single<Session> find(String provider, String token, int uid, long nowMs) {
        return Single.fromCallable(() -> {
            SQLiteDatabase db = database.getReadableDatabase();
            try (Cursor c = db.query("sessions", new String[] {"capabilities", "expires_at"},
                    "token = ? AND provider = ? AND uid = ? AND expires_at > ?",
                    new String[] {token, provider, String.valueOf(uid), String.valueOf(nowMs)}, null, null, null)) {
                if (!c.moveToFirst()) {
                    throw new NoSuchElementException("no session");
                }
                return new Session(token, uid, c.getString(0), c.getLong(1));
            }
        });
    }

    /** The most recent unexpired session this UID negotiated with the provider. */
    public Single<Session> latestFor(String provider, int uid, long nowMs) {
        return Single.fromCallable(() -> {
            SQLiteDatabase db = database.getReadableDatabase();
            try (Cursor c = db.query("sessions", new String[] {"token", "capabilities", "expires_at"},
                    "provider = ? AND uid = ? AND expires_at > ?",
                    new String[] {provider, String.valueOf(uid), String.valueOf(nowMs)}, null, null,
                    "expires_at DESC")) {
                if (!c.moveToFirst()) {
                    throw new NoSuchElementException("no session");
                }
                return new Session(c.getString(0), uid, c.getString(1), c.getLong(2));
            }
        });
    }

    public static String newToken(int bytes) {
        byte[] raw = new byte[bytes];
        RANDOM.nextBytes(raw);
        return hex(raw);
    }

    public static String sha256Hex(byte[] data) {
        try {
            return hex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String sha256Hex(String text) {
        return sha256Hex(text.getBytes(StandardCharsets.UTF_8));
    }

    static String hex(byte[] raw) {
        char[] out = new char[raw.length * 2];
        for (int i = 0; i < raw.length; i++) {
            out[2 * i] = HEX[(raw[i] >> 4) & 0xf];
            out[2 * i + 1] = HEX[raw[i] & 0xf];
        }
        return new String(out);
    }
}
