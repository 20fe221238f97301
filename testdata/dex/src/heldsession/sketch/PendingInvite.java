package com.example.tke;

// accept_invite: inviterUid is the UID of the caller the resume token was
// issued to, inviter the session it came in on (kept for the audit trail).
final class PendingInvite {
    final int inviterUid;
    final String args;
    final Session inviter;

    PendingInvite(int inviterUid, String args, Session inviter) {
        this.inviterUid = inviterUid;
        this.args = args;
        this.inviter = inviter;
    }
}
