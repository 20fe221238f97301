package com.example.tke;

// accept_invite: inviterUid is the UID of the caller the resume token was issued to.
final class PendingInvite {
    final int inviterUid;
    final String args;

    PendingInvite(int inviterUid, String args) {
        this.inviterUid = inviterUid;
        this.args = args;
    }
}
