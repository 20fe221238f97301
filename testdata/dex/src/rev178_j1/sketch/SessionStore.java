package com.larderly.app.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import com.larderly.app.data.AppDatabase;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Negotiated sessions, bound to the calling UID and the capability set, one hour each. */
public final class SessionStore {
    public static final long TTL_MS = 60L * 60L * 1000L;
    private final AppDatabase database;

    public SessionStore(AppDatabase database) {
        this.database = database;
    }

    public static final class Session {
        public final String token;
        public final int uid;
        public final List<String> capabilities;

        Session(String token, int uid, List<String> capabilities) {
            this.token = token;
            this.uid = uid;
            this.capabilities = capabilities;
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }
    }

    public String open(String provider, int uid, List<String> capabilities, long now) {
        String token = Tokens.random(32);
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("provider", provider);
        row.put("uid", Integer.valueOf(uid));
        row.put("caps", String.join(",", capabilities));
        row.put("expires_at", Long.valueOf(now + TTL_MS));
        database.getWritableDatabase().insertOrThrow("sessions", null, row);
        return token;
    }

    /** The session only when the token exists for this provider, belongs to this UID and has not expired. */
    public Session find(String provider, String token, int uid, long now) {
        if (token == null || token.isEmpty() || token.length() > 256) {
            return null;
        }
        Cursor c = database.getReadableDatabase().query("sessions", new String[] {"uid", "caps", "expires_at"},
                "token = ? AND provider = ?", new String[] {token, provider}, null, null, null);
        try {
            if (!c.moveToFirst() || c.getInt(0) != uid || c.getLong(2) <= now) {
                return null;
            }
            String caps = c.getString(1);
            List<String> list = caps.isEmpty() ? new ArrayList<String>() : Arrays.asList(caps.split(","));
            return new Session(token, uid, list);
        } finally {
            c.close();
        }
    }
}
