package com.lumenhaus.cetp;

import android.content.Context;
import android.content.SharedPreferences;

/** Negotiated sessions, kept in the provider's own SharedPreferences file. */
public final class SessionStore {
    private static final String UID = ":uid";
    private static final String EXPIRES = ":expires";

    private final SharedPreferences mPrefs;

    public SessionStore(Context context, String fileName) {
        mPrefs = context.getSharedPreferences(fileName, Context.MODE_PRIVATE);
    }

    public synchronized void open(String token, int uid, long expiresAt) {
        mPrefs.edit()
                .putInt(token + UID, uid)
                .putLong(token + EXPIRES, expiresAt)
                .apply();
    }

    /** The session stored under this token, or null. */
    public synchronized Session find(String token) {
        if (token == null || !mPrefs.contains(token + UID)) {
            return null;
        }
        return new Session(token, mPrefs.getInt(token + UID, -1), mPrefs.getLong(token + EXPIRES, 0L));
    }

    public synchronized void forget(String token) {
        mPrefs.edit().remove(token + UID).remove(token + EXPIRES).apply();
    }

    public static final class Session {
        public final String token;
        public final int uid;
        public final long expiresAt;

        Session(String token, int uid, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.expiresAt = expiresAt;
        }

        public boolean isExpired(long now) {
            return now >= expiresAt;
        }
    }
}
