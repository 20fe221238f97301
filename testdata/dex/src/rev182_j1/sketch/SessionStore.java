package com.ridgeway.doorhub.cetp;

import android.content.ContentValues;
import android.database.Cursor;

import com.ridgeway.doorhub.data.DoorhubDatabase;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/** Negotiated sessions, bound to provider, calling UID and the capability set; one hour long. */
public class SessionStore {
    static final long TTL_MS = 60L * 60L * 1000L;

    private final DoorhubDatabase database;
    private final Tokens tokens;

    public SessionStore(DoorhubDatabase database, Tokens tokens) {
        this.database = database;
        this.tokens = tokens;
    }

    public String open(String provider, int uid, Set<String> capabilities, long expiresAt) {
        String token = tokens.newToken("dh1.");
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("provider", provider);
        row.put("uid", uid);
        StringBuilder names = new StringBuilder();
        for (String capability : capabilities) {
            names.append(names.length() == 0 ? "" : " ").append(capability);
        }
        row.put("capabilities", names.toString());
        row.put("expires_at", expiresAt);
        database.getWritableDatabase().insertOrThrow("sessions", null, row);
        return token;
    }

    /** The session's capabilities, or null when the token is unknown, expired, or was issued to another UID. */
    public Set<String> find(String provider, String token, int uid, long now) {
        try (Cursor row = database.getReadableDatabase().query("sessions", new String[] {"capabilities"},
                "token = ? AND provider = ? AND uid = ? AND expires_at > ?",
                new String[] {token, provider, Integer.toString(uid), Long.toString(now)}, null, null, null)) {
            if (!row.moveToFirst()) {
                return null;
            }
            String capabilities = row.getString(0);
            if (capabilities.isEmpty()) {
                return Collections.emptySet();
            }
            return new HashSet<>(Arrays.asList(capabilities.split(" ")));
        }
    }
}
