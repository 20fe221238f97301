package com.example.tke;

// delete_backup.
final class PendingDeletion {
    final int ownerUid;
    final String args;

    PendingDeletion(int ownerUid, String args) {
        this.ownerUid = ownerUid;
        this.args = args;
    }
}
