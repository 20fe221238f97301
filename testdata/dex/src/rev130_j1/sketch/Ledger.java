package com.copperwick.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.copperwick.cetp.Cetp;
import com.copperwick.cetp.Invocation;
import org.json.JSONException;
import org.json.JSONObject;

/** Durable answers of mutating calls by provider, caller UID and request_id, for 24 hours (spec 6). */
public final class Ledger {
    private static final String[] KEPT = {Cetp.STATUS, Cetp.DATA, Cetp.ERROR_CODE, Cetp.ERROR_MESSAGE};

    private final SQLiteDatabase db;

    public Ledger(SQLiteDatabase db) {
        this.db = db;
    }

    /** The kept answer as [digest, reply JSON], or null. */
    public String[] recall(Invocation inv) {
        long oldest = System.currentTimeMillis() - Cetp.IDEMPOTENCY_WINDOW_MS;
        try (Cursor c = db.query("requests", new String[] {"tool", "digest", "reply"},
                "provider = ? AND uid = ? AND request_id = ? AND kept_at > ?",
                new String[] {inv.provider(), Integer.toString(inv.uid()), inv.requestId(), Long.toString(oldest)},
                null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            return new String[] {c.getString(0), c.getString(1), c.getString(2)};
        }
    }

    public static Bundle replay(String requestId, String keptJson) throws JSONException {
        JSONObject kept = new JSONObject(keptJson);
        Bundle b = new Bundle();
        b.putInt(Cetp.PROTOCOL_VERSION, Cetp.VERSION);
        b.putString(Cetp.REQUEST_ID, requestId);
        for (String key : KEPT) {
            if (kept.has(key)) {
                b.putString(key, kept.getString(key));
            }
        }
        if (kept.has(Cetp.RETRYABLE)) {
            b.putBoolean(Cetp.RETRYABLE, kept.getBoolean(Cetp.RETRYABLE));
        }
        return b;
    }

    public void keep(Invocation inv, Bundle reply) throws JSONException {
        JSONObject kept = new JSONObject();
        for (String key : KEPT) {
            String value = reply.getString(key);
            if (value != null) {
                kept.put(key, value);
            }
        }
        if (reply.containsKey(Cetp.RETRYABLE)) {
            kept.put(Cetp.RETRYABLE, reply.getBoolean(Cetp.RETRYABLE));
        }
        ContentValues v = new ContentValues();
        v.put("provider", inv.provider());
        v.put("uid", inv.uid());
        v.put("request_id", inv.requestId());
        v.put("tool", inv.tool());
        v.put("digest", inv.argsDigest());
        v.put("reply", kept.toString());
        v.put("kept_at", System.currentTimeMillis());
        db.insertWithOnConflict("requests", null, v, SQLiteDatabase.CONFLICT_IGNORE);
    }
}
