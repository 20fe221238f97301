package com.tallyspring.budget.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.tallyspring.budget.data.LedgerDb;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The durable mutation executor (§6, §10): one row per (calling UID, provider_id, request_id) in the same SQLite
 * database as the business tables, written in the same transaction as the mutation and its outcome, so a retry
 * after a crash or a timeout replays the stored outcome instead of running the mutation again.
 */
public final class MutationLedger {
    private static final String[] COLUMNS = {"tool", "args_sha256", "outcome"};

    private final LedgerDb db;
    private final String providerId;

    public MutationLedger(LedgerDb db, String providerId) {
        this.db = db;
        this.providerId = providerId;
    }

    /** The stored outcome of this request, if it already ran; INVALID_REQUEST if the id was used for other content. */
    public Optional<JSONObject> recorded(ToolCall call) throws CetpException {
        return recorded(db.getReadableDatabase(), call);
    }

    public synchronized JSONObject execute(ToolCall call, ToolHandler handler) throws CetpException, JSONException {
        SQLiteDatabase d = db.getWritableDatabase();
        d.beginTransaction();
        try {
            Optional<JSONObject> done = recorded(d, call);
            JSONObject outcome;
            if (done.isPresent()) {
                outcome = done.get();
            } else {
                outcome = run(call, handler);
                ContentValues v = new ContentValues();
                v.put("uid", call.uid());
                v.put("provider", providerId);
                v.put("request_id", call.requestId());
                v.put("tool", call.toolName());
                v.put("args_sha256", call.argsDigest());
                v.put("outcome", outcome.toString());
                v.put("created_at", System.currentTimeMillis());
                d.insertOrThrow("mutations", null, v);
            }
            d.setTransactionSuccessful();
            return unwrap(outcome);
        } finally {
            d.endTransaction();
        }
    }

    private static JSONObject run(ToolCall call, ToolHandler handler) throws JSONException {
        Map<String, Object> m = new LinkedHashMap<>();
        try {
            m.put("value", handler.handle(call));
        } catch (CetpException e) {
            m.put("error_code", e.code());
        }
        return new JSONObject(m);
    }

    private static JSONObject unwrap(JSONObject outcome) throws CetpException, JSONException {
        if (outcome.has("error_code")) {
            throw new CetpException(outcome.getString("error_code"));
        }
        return outcome.getJSONObject("value");
    }

    private Optional<JSONObject> recorded(SQLiteDatabase d, ToolCall call) throws CetpException {
        String[] args = {Integer.toString(call.uid()), providerId, call.requestId()};
        try (Cursor c = d.query("mutations", COLUMNS, "uid = ? AND provider = ? AND request_id = ?", args, null,
                null, null)) {
            if (!c.moveToFirst()) {
                return Optional.empty();
            }
            if (!c.getString(0).equals(call.toolName()) || !c.getString(1).equals(call.argsDigest())) {
                throw new CetpException("INVALID_REQUEST");
            }
            try {
                return Optional.of(new JSONObject(c.getString(2)));
            } catch (JSONException e) {
                throw new CetpException("INTERNAL_ERROR");
            }
        }
    }

    /** The stored outcome as the Bundle value it stands for. */
    public static JSONObject replay(JSONObject outcome) throws CetpException, JSONException {
        return unwrap(outcome);
    }
}
