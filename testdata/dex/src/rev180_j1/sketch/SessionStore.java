package com.verdant.garden.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.verdant.garden.data.GardenDatabase;
import java.util.Arrays;
import java.util.Collections;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** Negotiated sessions, in SQLite, bound to provider, calling UID and capability set. */
public final class SessionStore {
    private final GardenDatabase helper;
    private final Supplier<String> tokenSource = Tokens::sessionToken;

    public SessionStore(GardenDatabase helper) {
        this.helper = helper;
    }

    public Session open(String provider, int uid, Set<String> capabilities, long expiresAt) {
        String token = tokenSource.get();
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("provider", provider);
        row.put("uid", uid);
        row.put("capabilities", capabilities.stream().collect(Collectors.joining(",")));
        row.put("expires_at", expiresAt);
        helper.getWritableDatabase().insertOrThrow("sessions", null, row);
        return new Session(token, uid, capabilities, expiresAt);
    }

    public Optional<Session> find(String provider, String token, int uid, long now) {
        if (token == null || token.isEmpty()) {
            return Optional.empty();
        }
        SQLiteDatabase db = helper.getReadableDatabase();
        try (Cursor c = db.query("sessions", new String[] {"capabilities", "expires_at"},
                "token = ? AND provider = ? AND uid = ?", new String[] {token, provider, String.valueOf(uid)},
                null, null, null)) {
            if (!c.moveToFirst()) {
                return Optional.empty();
            }
            long expiresAt = c.getLong(1);
            Set<String> caps = Arrays.stream(c.getString(0).split(","))
                    .filter(s -> !s.isEmpty())
                    .collect(Collectors.toCollection(() -> new TreeSet<>()));
            return Optional.of(new Session(token, uid, caps, expiresAt)).filter(s -> s.expiresAt > now);
        }
    }

    /** An immutable negotiated session. */
    public static final class Session {
        private final String token;
        private final int uid;
        private final Set<String> capabilities;
        private final long expiresAt;

        Session(String token, int uid, Set<String> capabilities, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.capabilities = Collections.unmodifiableSet(new TreeSet<>(capabilities));
            this.expiresAt = expiresAt;
        }

        public String token() {
            return token;
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }

        public Set<String> capabilities() {
            return capabilities;
        }

        public long expiresAt() {
            return expiresAt;
        }
    }
}
