package com.quirewell.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.quirewell.cetp.Cetp;
import com.quirewell.cetp.Invocation;
import org.json.JSONException;
import org.json.JSONObject;

/** Durable deduplication records of mutating calls, by provider, caller UID and request_id (spec 6). */
public final class Ledger {
    /** A kept outcome. */
    public static final class Record {
        private final String requestId;
        private final String tool;
        private final String digest;
        private final JSONObject reply;

        Record(String requestId, String tool, String digest, JSONObject reply) {
            this.requestId = requestId;
            this.tool = tool;
            this.digest = digest;
            this.reply = reply;
        }

        public boolean matches(Invocation inv) {
            return tool.equals(inv.tool()) && digest.equals(inv.argsDigest());
        }

        public Bundle reply() {
            Bundle b = new Bundle();
            b.putString(Cetp.STATUS, reply.optString(Cetp.STATUS));
            b.putInt(Cetp.PROTOCOL_VERSION, Cetp.VERSION);
            b.putString(Cetp.REQUEST_ID, requestId);
            for (String key : new String[] {Cetp.DATA, Cetp.ERROR_CODE, Cetp.ERROR_MESSAGE}) {
                if (reply.has(key)) {
                    b.putString(key, reply.optString(key));
                }
            }
            if (reply.has(Cetp.RETRYABLE)) {
                b.putBoolean(Cetp.RETRYABLE, reply.optBoolean(Cetp.RETRYABLE));
            }
            return b;
        }
    }

    private final SQLiteDatabase db;

    public Ledger(SQLiteDatabase db) {
        this.db = db;
    }

    public Record recall(String provider, int uid, String requestId) throws JSONException {
        long oldest = System.currentTimeMillis() - Cetp.IDEMPOTENCY_WINDOW_MS;
        try (Cursor c = db.query("requests", new String[] {"tool", "digest", "reply"},
                "provider = ? AND uid = ? AND request_id = ? AND kept_at > ?",
                new String[] {provider, Integer.toString(uid), requestId, Long.toString(oldest)}, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            return new Record(requestId, c.getString(0), c.getString(1), new JSONObject(c.getString(2)));
        }
    }

    public void keep(Invocation inv, Bundle reply) throws JSONException {
        JSONObject kept = new JSONObject();
        for (String key : new String[] {Cetp.STATUS, Cetp.DATA, Cetp.ERROR_CODE, Cetp.ERROR_MESSAGE}) {
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
