package com.tallycrate.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteStatement;
import android.os.Bundle;
import com.tallycrate.cetp.Cetp;
import com.tallycrate.cetp.ToolCall;
import org.json.JSONException;
import org.json.JSONObject;

/** The outcomes of mutating calls in the outcomes table, by provider, caller UID and request id (spec 6). */
public final class OutcomeLedger {
    private static final String[] TEXT_KEYS = {Cetp.STATUS, Cetp.DATA, Cetp.ERROR_CODE, Cetp.ERROR_MESSAGE};

    /** A terminal answer as kept: the tool and argument digest it was for, and the reply's text fields. */
    public static final class Outcome {
        final String tool;
        final String digest;
        final String reply;

        Outcome(String tool, String digest, String reply) {
            this.tool = tool;
            this.digest = digest;
            this.reply = reply;
        }

        public static Outcome of(ToolCall call, Bundle answer) throws JSONException {
            JSONObject json = new JSONObject();
            for (String key : TEXT_KEYS) {
                if (answer.getString(key) != null) {
                    json.put(key, answer.getString(key));
                }
            }
            if (answer.containsKey(Cetp.RETRYABLE)) {
                json.put(Cetp.RETRYABLE, answer.getBoolean(Cetp.RETRYABLE));
            }
            return new Outcome(call.tool(), call.argsDigest(), json.toString());
        }

        /** The same tool with the same arguments; another call under a used request id is INVALID_REQUEST. */
        public boolean sameCall(ToolCall call) {
            return tool.equals(call.tool()) && digest.equals(call.argsDigest());
        }

        public Bundle replay(String requestId) throws JSONException {
            JSONObject json = new JSONObject(reply);
            Bundle b = new Bundle();
            b.putInt(Cetp.PROTOCOL_VERSION, Cetp.VERSION);
            b.putString(Cetp.REQUEST_ID, requestId);
            for (String key : TEXT_KEYS) {
                if (json.has(key)) {
                    b.putString(key, json.getString(key));
                }
            }
            if (json.has(Cetp.RETRYABLE)) {
                b.putBoolean(Cetp.RETRYABLE, json.getBoolean(Cetp.RETRYABLE));
            }
            return b;
        }
    }

    private final SQLiteDatabase db;

    public OutcomeLedger(SQLiteDatabase db) {
        this.db = db;
    }

    /** This caller's outcome for the request id within the idempotency window, or null. */
    public Outcome find(ToolCall call) {
        String since = Long.toString(System.currentTimeMillis() - Cetp.IDEMPOTENCY_WINDOW_MS);
        String[] args = {call.provider(), Integer.toString(call.uid()), call.requestId(), since};
        try (Cursor c = db.query("outcomes", new String[] {"tool", "digest", "reply"},
                "provider = ? AND uid = ? AND request_id = ? AND kept_at > ?", args, null, null, null)) {
            return c.moveToFirst() ? new Outcome(c.getString(0), c.getString(1), c.getString(2)) : null;
        }
    }

    public void keep(ToolCall call, Outcome outcome) {
        try (SQLiteStatement insert = db.compileStatement("INSERT OR IGNORE INTO outcomes"
                + " (provider, uid, request_id, tool, digest, reply, kept_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            insert.bindString(1, call.provider());
            insert.bindLong(2, call.uid());
            insert.bindString(3, call.requestId());
            insert.bindString(4, outcome.tool);
            insert.bindString(5, outcome.digest);
            insert.bindString(6, outcome.reply);
            insert.bindLong(7, System.currentTimeMillis());
            insert.executeInsert();
        }
    }
}
