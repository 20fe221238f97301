package com.example.tke;

// A negotiated v2 session: the token handed to the caller and the UID it was issued to.
final class Session {
    final String token;
    final int ownerUid;

    Session(String token, int ownerUid) {
        this.token = token;
        this.ownerUid = ownerUid;
    }
}
