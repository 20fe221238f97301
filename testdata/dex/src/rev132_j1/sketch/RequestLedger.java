package com.inkbarrow.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.inkbarrow.cetp.Cetp;
import com.inkbarrow.cetp.ToolCall;
import org.json.JSONException;
import org.json.JSONObject;

/** The durable outcome of every mutating call by provider, caller UID and request_id (spec 6). */
public final class RequestLedger {
    private static final String[] STRINGS = {Cetp.STATUS, Cetp.DATA, Cetp.ERROR_CODE, Cetp.ERROR_MESSAGE};

    private final SQLiteDatabase db;

    public RequestLedger(SQLiteDatabase db) {
        this.db = db;
    }

    /** {tool, digest, outcome JSON} of this caller's earlier call with the request id, or null. */
    public String[] find(ToolCall call) {
        String since = Long.toString(System.currentTimeMillis() - Cetp.IDEMPOTENCY_WINDOW_MS);
        String[] where = {call.provider(), Integer.toString(call.uid()), call.requestId(), since};
        try (Cursor c = db.query("requests", new String[] {"tool", "digest", "reply"},
                "provider = ? AND uid = ? AND request_id = ? AND kept_at > ?", where, null, null, null)) {
            return c.moveToFirst() ? new String[] {c.getString(0), c.getString(1), c.getString(2)} : null;
        }
    }

    public void record(ToolCall call, Bundle reply) throws JSONException {
        JSONObject outcome = new JSONObject();
        for (String key : STRINGS) {
            if (reply.getString(key) != null) {
                outcome.put(key, reply.getString(key));
            }
        }
        if (reply.containsKey(Cetp.RETRYABLE)) {
            outcome.put(Cetp.RETRYABLE, reply.getBoolean(Cetp.RETRYABLE));
        }
        ContentValues row = new ContentValues();
        row.put("provider", call.provider());
        row.put("uid", call.uid());
        row.put("request_id", call.requestId());
        row.put("tool", call.tool());
        row.put("digest", call.argsDigest());
        row.put("reply", outcome.toString());
        row.put("kept_at", System.currentTimeMillis());
        db.insertWithOnConflict("requests", null, row, SQLiteDatabase.CONFLICT_IGNORE);
    }

    public static Bundle replay(String requestId, String outcomeJson) throws JSONException {
        JSONObject outcome = new JSONObject(outcomeJson);
        Bundle b = new Bundle();
        b.putInt(Cetp.PROTOCOL_VERSION, Cetp.VERSION);
        b.putString(Cetp.REQUEST_ID, requestId);
        for (String key : STRINGS) {
            if (outcome.has(key)) {
                b.putString(key, outcome.getString(key));
            }
        }
        if (outcome.has(Cetp.RETRYABLE)) {
            b.putBoolean(Cetp.RETRYABLE, outcome.getBoolean(Cetp.RETRYABLE));
        }
        return b;
    }
}
