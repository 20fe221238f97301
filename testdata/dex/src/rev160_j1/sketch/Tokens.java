package com.larder.kitchen.cetp;

import java.security.SecureRandom;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

/** The negotiated sessions of one provider, and the hex helper its tokens are made with. */
public final class Tokens {
    static final class Session {
        final int uid;
        final boolean largeResults;
        final long expiresAt;

        Session(int uid, boolean largeResults, long expiresAt) {
            this.uid = uid;
            this.largeResults = largeResults;
            this.expiresAt = expiresAt;
        }
    }

    private static final SecureRandom SESSION_BYTES = new SecureRandom();

    private final Map<String, Session> sessions = new ConcurrentHashMap<>();

    /** {@code bytes} bytes of the given source, in lowercase hex. */
    public static String hex(Random source, int bytes) {
        byte[] raw = new byte[bytes];
        source.nextBytes(raw);
        StringBuilder sb = new StringBuilder(bytes * 2);
        for (byte b : raw) {
            sb.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        return sb.toString();
    }

    String open(int uid, boolean largeResults, long expiresAt) {
        String token = hex(SESSION_BYTES, 32);
        sessions.put(token, new Session(uid, largeResults, expiresAt));
        return token;
    }

    /** The live session of this token, if it was negotiated by the same UID. */
    Session find(String token, int uid) {
        if (token == null) {
            return null;
        }
        Session s = sessions.get(token);
        if (s == null || s.uid != uid) {
            return null;
        }
        if (s.expiresAt < System.currentTimeMillis()) {
            sessions.remove(token);
            return null;
        }
        return s;
    }
}
