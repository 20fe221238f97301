package com.example.r36j3;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

// Claims database.
final class ClaimStore {
    private final SQLiteDatabase db;

    ClaimStore(Context context) {
        db = context.openOrCreateDatabase("claims.db", 0, null);
    }

    boolean isBroker(String pkg) {
        Cursor c = db.rawQuery("SELECT 1 FROM brokers WHERE package = ?", new String[] {pkg});
        try {
            return c.moveToFirst();
        } finally {
            c.close();
        }
    }

    boolean holds(String policyNo, String pkg) {
        Cursor c = db.rawQuery("SELECT 1 FROM policies WHERE policy_no = ? AND holder_app = ?", new String[] {policyNo, pkg});
        try {
            return c.moveToFirst();
        } finally {
            c.close();
        }
    }

    long fileClaim(String policyNo, String description, String via) {
        ContentValues v = new ContentValues();
        v.put("policy_no", policyNo);
        v.put("description", description);
        v.put("filed_via", via);
        return db.insertOrThrow("claims", null, v);
    }

    String status(String claimId) {
        Cursor c = db.rawQuery("SELECT state FROM claims WHERE claim_id = ?", new String[] {claimId});
        try {
            return c.moveToFirst() ? "{\"state\":\"" + c.getString(0) + "\"}" : "{}";
        } finally {
            c.close();
        }
    }

    boolean accountLinked(int uid) {
        Cursor c = db.rawQuery("SELECT 1 FROM accounts WHERE uid = ?", new String[] {String.valueOf(uid)});
        try {
            return c.getCount() > 0;
        } finally {
            c.close();
        }
    }

    void withdraw(String claimId, String by) {
        db.execSQL("UPDATE claims SET state = 'withdrawn', withdrawn_by = ? WHERE claim_id = ?", new Object[] {by, claimId});
    }

    String claimJson(String claimId) {
        return status(claimId);
    }
}
