package com.ro;

/** A negotiated session as its row says: who negotiated it and until when. */
public final class Session {
    final String token;
    final int uid;
    final long expiresAt;

    Session(String token, int uid, long expiresAt) {
        this.token = token;
        this.uid = uid;
        this.expiresAt = expiresAt;
    }

    boolean belongsTo(int caller) {
        return uid == caller && System.currentTimeMillis() < expiresAt;
    }

    boolean expired() {
        return System.currentTimeMillis() >= expiresAt;
    }
}
