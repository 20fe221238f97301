package com.rs;

/** A negotiated session: the UID it was issued to and whether async operations were agreed. */
final class Session {
    final int uid;
    final boolean async;

    Session(int uid, boolean async) {
        this.uid = uid;
        this.async = async;
    }
}
