package com.eq;

/** A session as the map knows it: the token and the UID it was issued to, both compared. */
final class SessionKey {
    final String token;
    final int uid;

    SessionKey(String token, int uid) {
        this.token = token;
        this.uid = uid;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SessionKey)) {
            return false;
        }
        SessionKey other = (SessionKey) o;
        return other.uid == uid && other.token.equals(token);
    }

    @Override
    public int hashCode() {
        return token.hashCode() * 31 + uid;
    }
}
