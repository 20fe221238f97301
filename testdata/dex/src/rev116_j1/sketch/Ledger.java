package com.cinderbox.core;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import android.os.Bundle;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The durable request ledger of mutating tools: one row per (provider, caller UID, request_id) with the tool,
 * a digest of its arguments and the outcome, so a retried request gets the same answer after a restart.
 */
public final class Ledger extends SQLiteOpenHelper {
    public Ledger(Context context) {
        super(context, "ledger.db", null, 1);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, status TEXT NOT NULL, data TEXT NOT NULL,"
                + " at INTEGER NOT NULL, PRIMARY KEY (provider, uid, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS requests");
        onCreate(db);
    }

    /** {tool, digest, status, data} of an earlier execution of this request by this caller, or null. */
    public String[] recall(String provider, int uid, String requestId) {
        String[] keys = {provider, Integer.toString(uid), requestId};
        Cursor c = getReadableDatabase().query("requests", new String[] {"tool", "digest", "status", "data"},
                "provider = ? AND uid = ? AND request_id = ?", keys, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            return new String[] {c.getString(0), c.getString(1), c.getString(2), c.getString(3)};
        } finally {
            c.close();
        }
    }

    public void keep(String provider, ToolCall call, String digest, Bundle outcome) {
        ContentValues row = new ContentValues();
        row.put("provider", provider);
        row.put("uid", call.uid);
        row.put("request_id", call.requestId);
        row.put("tool", call.tool);
        row.put("digest", digest);
        row.put("status", outcome.getString("status"));
        row.put("data", outcome.getString("data"));
        row.put("at", System.currentTimeMillis());
        getWritableDatabase().insertWithOnConflict("requests", null, row, SQLiteDatabase.CONFLICT_IGNORE);
    }

    public static String digest(String text) {
        try {
            byte[] sum = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder(sum.length * 2);
            for (byte b : sum) {
                hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing", e);
        }
    }
}
