package com.lumenframe.studio.ops;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.util.Log;
import com.lumenframe.studio.data.StudioDb;
import java.io.File;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Operations written through to SQLite (table operations), so a restarted process still answers
 * get_operation and replays the outcome for a retried request_id instead of running it again (§4.4, §6).
 * The map only holds the live objects whose futures this process owns.
 */
public final class DurableOperationTable implements OperationTable {
    private static final String TAG = "DurableOps";
    private static final String[] COLUMNS = {
        "id", "uid", "request_id", "tool", "args_sha256", "created_at", "state", "result_json", "result_path",
        "media_type", "error_code"
    };

    private final StudioDb db;
    private final String provider;
    private final ConcurrentHashMap<String, Operation> live = new ConcurrentHashMap<>();

    public DurableOperationTable(StudioDb db, String provider) {
        this.db = db;
        this.provider = provider;
    }

    public long highestSequence() {
        SQLiteDatabase d = db.getReadableDatabase();
        try (Cursor c = d.rawQuery("SELECT MAX(CAST(SUBSTR(id, 4) AS INTEGER)) FROM operations WHERE provider = ?",
                new String[] {provider})) {
            if (c.moveToFirst() && !c.isNull(0)) {
                return c.getLong(0);
            }
            return 0L;
        }
    }

    @Override
    public Operation byId(String id) {
        Operation op = live.get(id);
        if (op != null) {
            return op;
        }
        return load("provider = ? AND id = ?", new String[] {provider, id});
    }

    @Override
    public Operation byRequest(int uid, String requestId) {
        for (Operation op : live.values()) {
            if (op.ownerUid == uid && op.requestId.equals(requestId)) {
                return op;
            }
        }
        String[] args = {provider, Integer.toString(uid), requestId};
        return load("provider = ? AND uid = ? AND request_id = ?", args);
    }

    private Operation load(String selection, String[] args) {
        SQLiteDatabase d = db.getReadableDatabase();
        try (Cursor c = d.query("operations", COLUMNS, selection, args, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            return fromRow(c);
        }
    }

    private Operation fromRow(Cursor c) {
        Operation op = new Operation(c.getString(0), c.getInt(1), c.getString(2), c.getString(3), c.getString(4),
                c.getLong(5));
        OperationState s = OperationState.fromWire(c.getString(6));
        JSONObject value = null;
        if (!c.isNull(7)) {
            try {
                value = new JSONObject(c.getString(7));
            } catch (JSONException e) {
                Log.w(TAG, "unreadable stored result", e);
            }
        }
        File file = c.isNull(8) ? null : new File(c.getString(8));
        op.restore(s, value, file, c.getString(9), c.getString(10));
        if (!s.terminal()) {
            // the process that ran it is gone: never run it again, report it failed
            op.fail("UNAVAILABLE");
            update(op);
        }
        return op;
    }

    @Override
    public void insert(Operation op) {
        ContentValues v = new ContentValues();
        v.put("provider", provider);
        v.put("id", op.id);
        v.put("uid", Integer.valueOf(op.ownerUid));
        v.put("request_id", op.requestId);
        v.put("tool", op.tool);
        v.put("args_sha256", op.argsDigest);
        v.put("created_at", Long.valueOf(op.createdAtMs));
        v.put("state", op.state().wire());
        db.getWritableDatabase().insertOrThrow("operations", null, v);
        live.put(op.id, op);
    }

    @Override
    public void update(Operation op) {
        ContentValues v = new ContentValues();
        v.put("state", op.state().wire());
        JSONObject value = op.resultValue();
        v.put("result_json", value == null ? null : value.toString());
        File file = op.resultFile();
        v.put("result_path", file == null ? null : file.getPath());
        v.put("media_type", op.mediaType());
        v.put("error_code", op.errorCode());
        db.getWritableDatabase().update("operations", v, "provider = ? AND id = ?", new String[] {provider, op.id});
        if (op.state().terminal()) {
            live.remove(op.id);
        }
    }

    @Override
    public void expire(long createdBeforeMs) {
        String[] args = {provider, Long.toString(createdBeforeMs)};
        db.getWritableDatabase().delete("operations",
                "provider = ? AND created_at < ? AND state IN ('succeeded', 'failed', 'cancelled')", args);
    }
}
