package com.example.tke;

// share_album: remembers the session the share was asked in (its ownerUid is the caller's).
final class PendingShare {
    final Session session;
    final String args;

    PendingShare(Session session, String args) {
        this.session = session;
        this.args = args;
    }
}
