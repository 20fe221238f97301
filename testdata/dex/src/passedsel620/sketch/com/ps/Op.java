package com.ps;

/** One row of the operations table. */
final class Op {
    final String id;
    final int ownerUid;
    final String state;

    Op(String id, int ownerUid, String state) {
        this.id = id;
        this.ownerUid = ownerUid;
        this.state = state;
    }
}
