package com.scanbox.cetp;

/** A negotiated session as the sessions table keeps it. */
public record Session(String token, int uid, String providerId, long expiresAtMs) {
    public boolean live(long now) {
        return now < expiresAtMs;
    }
}
