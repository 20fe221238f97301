package com.tallyhouse.cetp;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import android.os.Bundle;
import java.nio.charset.Charset;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** Durable request deduplication, operation state and audit trail (one SQLite file). */
public final class Ledger extends SQLiteOpenHelper {
    private static final Charset UTF_8 = Charset.forName("UTF-8");

    public Ledger(Context context) {
        super(context, "cetp-ledger.db", null, 2);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, outcome TEXT NOT NULL,"
                + " created_at INTEGER NOT NULL, PRIMARY KEY (provider, uid, request_id))");
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT,"
                + " error_code TEXT)");
        db.execSQL("CREATE TABLE audit (at INTEGER NOT NULL, uid INTEGER NOT NULL, tool TEXT, outcome TEXT)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS audit");
        db.execSQL("CREATE TABLE audit (at INTEGER NOT NULL, uid INTEGER NOT NULL, tool TEXT, outcome TEXT)");
    }

    /** The kept outcome of this caller's request_id; INVALID_REQUEST when it came back with other content. */
    public Bundle replay(String provider, CallInfo call) {
        Cursor c = getReadableDatabase().query("requests", new String[] {"digest", "outcome"},
                "provider = ? AND uid = ? AND request_id = ?",
                new String[] {provider, Integer.toString(call.uid), call.requestId}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            if (!c.getString(0).equals(digest(call))) {
                return Replies.error(call, "INVALID_REQUEST", "request_id was used with other arguments", false);
            }
            return Replies.stored(call, c.getString(1));
        } finally {
            c.close();
        }
    }

    public void keep(String provider, CallInfo call, String data) {
        ContentValues row = new ContentValues();
        row.put("provider", provider);
        row.put("uid", Integer.valueOf(call.uid));
        row.put("request_id", call.requestId);
        row.put("tool", call.tool);
        row.put("digest", digest(call));
        row.put("outcome", data);
        row.put("created_at", Long.valueOf(System.currentTimeMillis()));
        getWritableDatabase().insertWithOnConflict("requests", null, row, SQLiteDatabase.CONFLICT_IGNORE);
    }

    public void openOperation(String provider, String id, CallInfo call) {
        ContentValues row = new ContentValues();
        row.put("id", id);
        row.put("provider", provider);
        row.put("uid", Integer.valueOf(call.uid));
        row.put("request_id", call.requestId);
        row.put("tool", call.tool);
        row.put("state", "running");
        getWritableDatabase().insertOrThrow("operations", null, row);
    }

    public void finishOperation(String id, String result, String errorCode) {
        ContentValues row = new ContentValues();
        row.put("state", errorCode == null ? "succeeded" : "failed");
        row.put("result", result);
        row.put("error_code", errorCode);
        getWritableDatabase().update("operations", row, "id = ?", new String[] {id});
    }

    /** The operation when this UID started it; null for anybody else. */
    public Operation operation(String provider, String id, int uid) {
        Cursor c = getReadableDatabase().query("operations", new String[] {"state", "result", "error_code"},
                "provider = ? AND id = ? AND uid = ?", new String[] {provider, id, Integer.toString(uid)},
                null, null, null);
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            return new Operation(id, c.getString(0), c.getString(1), c.getString(2));
        } finally {
            c.close();
        }
    }

    public void audit(int uid, String tool, String outcome) {
        ContentValues row = new ContentValues();
        row.put("at", Long.valueOf(System.currentTimeMillis()));
        row.put("uid", Integer.valueOf(uid));
        row.put("tool", tool);
        row.put("outcome", outcome);
        getWritableDatabase().insert("audit", null, row);
    }

    private static String digest(CallInfo call) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(call.tool.getBytes(UTF_8));
            sha.update((byte) 0);
            byte[] sum = sha.digest(call.rawArgs.getBytes(UTF_8));
            StringBuilder hex = new StringBuilder();
            for (int i = 0; i < sum.length; i++) {
                hex.append(Character.forDigit((sum[i] >> 4) & 0xf, 16)).append(Character.forDigit(sum[i] & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static final class Operation {
        public final String id;
        public final String state;
        public final String result;
        public final String errorCode;

        Operation(String id, String state, String result, String errorCode) {
            this.id = id;
            this.state = state;
            this.result = result;
            this.errorCode = errorCode;
        }
    }
}
