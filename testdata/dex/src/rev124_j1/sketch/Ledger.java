package com.scanbox.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.util.Base64;
import com.scanbox.data.ScanDatabase;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Optional;

/** Deduplication of mutating calls by request_id, in the requests table. */
public final class Ledger {
    private static final String[] COLUMNS = {"digest", "value_json"};

    private final ScanDatabase database;

    public Ledger(ScanDatabase database) {
        this.database = database;
    }

    /** The answer kept for this caller's request_id, or INVALID_REQUEST when its arguments differ. */
    public Optional<Reply> recall(String providerId, Invocation call) {
        Cursor cursor = database.getReadableDatabase().query("requests", COLUMNS,
                "provider_id = ? AND uid = ? AND request_id = ?",
                new String[] {providerId, Integer.toString(call.uid()), call.requestId()}, null, null, null);
        try {
            if (!cursor.moveToFirst()) {
                return Optional.empty();
            }
            if (!digest(call).equals(cursor.getString(0))) {
                return Optional.of(Reply.failure("INVALID_REQUEST",
                        "This request_id was used with other arguments", false));
            }
            return Optional.of(Reply.success(cursor.getString(1)));
        } finally {
            cursor.close();
        }
    }

    public void keep(String providerId, Invocation call, Reply reply) {
        ContentValues row = new ContentValues();
        row.put("provider_id", providerId);
        row.put("uid", call.uid());
        row.put("request_id", call.requestId());
        row.put("tool", call.tool());
        row.put("digest", digest(call));
        row.put("value_json", reply.valueJson());
        row.put("kept_at", System.currentTimeMillis());
        database.getWritableDatabase().insertWithOnConflict("requests", null, row, SQLiteDatabase.CONFLICT_IGNORE);
    }

    /** SHA-256 over the tool name and the argument bytes. */
    public static String digest(Invocation call) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(call.tool().getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(call.argsJson().getBytes(StandardCharsets.UTF_8));
            return Base64.encodeToString(sha.digest(), Base64.NO_WRAP);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing", e);
        }
    }
}
