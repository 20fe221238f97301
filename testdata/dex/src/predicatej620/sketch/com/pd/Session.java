package com.pd;

/** A negotiated session: its token, the UID that negotiated it, when it ends. */
public final class Session {
    private final String token;
    private final int uid;
    private final long expiresAt;

    Session(String token, int uid, long expiresAt) {
        this.token = token;
        this.uid = uid;
        this.expiresAt = expiresAt;
    }

    public String token() {
        return token;
    }

    public int uid() {
        return uid;
    }

    public boolean live(long now) {
        return now < expiresAt;
    }
}
