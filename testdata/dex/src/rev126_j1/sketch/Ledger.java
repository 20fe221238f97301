package com.lumenhaus.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.lumenhaus.cetp.Cetp;
import com.lumenhaus.cetp.Replies;
import java.nio.charset.Charset;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.json.JSONException;

/** Deduplication of mutating tool calls by (provider, calling UID, request_id), kept in SQLite. */
public final class Ledger {
    private static final String[] COLUMNS = {"tool", "digest", "reply"};

    private final HubDatabase mDb;

    public Ledger(HubDatabase db) {
        mDb = db;
    }

    /** The answer kept for this request, an INVALID_REQUEST answer when its content changed, or null. */
    public Bundle recall(String provider, int uid, String requestId, String tool, String digest) {
        try (Cursor c = mDb.getReadableDatabase().query("requests", COLUMNS,
                "provider = ? AND uid = ? AND request_id = ?",
                new String[] {provider, String.valueOf(uid), requestId}, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            if (!tool.equals(c.getString(0)) || !digest.equals(c.getString(1))) {
                return Replies.error(requestId, Cetp.INVALID_REQUEST, "request_id was used for another call", false);
            }
            return Replies.fromJson(requestId, c.getString(2));
        } catch (JSONException e) {
            return null;
        }
    }

    public synchronized void keep(String provider, int uid, String requestId, String tool, String digest, Bundle reply)
            throws JSONException {
        ContentValues row = new ContentValues();
        row.put("provider", provider);
        row.put("uid", Integer.valueOf(uid));
        row.put("request_id", requestId);
        row.put("tool", tool);
        row.put("digest", digest);
        row.put("reply", Replies.toJson(reply));
        row.put("created_at", Long.valueOf(System.currentTimeMillis()));
        mDb.getWritableDatabase().insertWithOnConflict("requests", null, row, SQLiteDatabase.CONFLICT_IGNORE);
    }

    public static String digest(String tool, String args) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(tool.getBytes(Charset.forName("UTF-8")));
            md.update((byte) 0);
            byte[] hash = md.digest(args.getBytes(Charset.forName("UTF-8")));
            StringBuilder hex = new StringBuilder();
            for (byte b : hash) {
                hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
