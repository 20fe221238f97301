package com.rc;

import android.database.Cursor;

/** One row of ops. */
public final class Op {
    public final String id;
    public final int ownerUid;
    public final String state;

    Op(String id, int ownerUid, String state) {
        this.id = id;
        this.ownerUid = ownerUid;
        this.state = state;
    }

    static Op from(Cursor c) {
        return new Op(c.getString(0), c.getInt(1), c.getString(2));
    }
}
