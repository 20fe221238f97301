package com.rd;

import android.database.sqlite.SQLiteDatabase;

/** Calls parked for the user's confirmation, one row per resume token in the approvals table. */
final class Parked {
    private final SQLiteDatabase db;

    Parked(SQLiteDatabase db) {
        this.db = db;
    }

    /** Single use: the parked row is deleted as its resume token is redeemed (§4.3). */
    boolean redeem(String resumeToken) {
        return db.delete("approvals", "token = ? AND decided = 1", new String[] {resumeToken}) == 1;
    }
}
