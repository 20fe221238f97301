package com.quillmark.docs.core;

import android.content.Context;
import android.content.SharedPreferences;
import com.quillmark.docs.work.WorkRecord;
import org.json.JSONException;
import org.json.JSONObject;

/** Background operations (§4.4), persisted per provider; an operation is visible only to the UID that started it. */
public final class OperationStore {
    private final SharedPreferences prefs;

    public OperationStore(Context context, String providerId) {
        this.prefs = context.getSharedPreferences("ops_" + providerId, Context.MODE_PRIVATE);
    }

    public static String newId() {
        return "op_" + Tokens.random(16);
    }

    public synchronized void create(String id, Request req) throws JSONException {
        JSONObject row = new JSONObject();
        row.put("uid", req.caller.uid);
        row.put("request_id", req.requestId);
        row.put("tool", req.tool.name);
        row.put("state", "queued");
        row.put("progress", 0);
        prefs.edit().putString(id, row.toString()).commit();
    }

    /** The operation, if the caller started it under this request id; null otherwise. */
    public synchronized Op owned(String id, int uid, String requestId) {
        Op op = load(id);
        if (op == null || op.uid != uid || !op.requestId.equals(requestId)) {
            return null;
        }
        return op;
    }

    public synchronized boolean isCancelRequested(String id) {
        Op op = load(id);
        return op != null && op.cancelRequested;
    }

    public synchronized boolean requestCancel(String id) throws JSONException {
        String text = prefs.getString(id, null);
        if (text == null) {
            return false;
        }
        JSONObject row = new JSONObject(text);
        row.put("cancel", true);
        return prefs.edit().putString(id, row.toString()).commit();
    }

    /** Called with the record the work service sent back. */
    public synchronized void apply(WorkRecord record) throws JSONException {
        String text = prefs.getString(record.operationId, null);
        if (text == null) {
            return;
        }
        JSONObject row = new JSONObject(text);
        row.put("state", record.state);
        row.put("progress", record.progress);
        if (record.resultJson != null) {
            row.put("result", record.resultJson);
        }
        if (record.errorCode != null) {
            row.put("error", record.errorCode);
        }
        prefs.edit().putString(record.operationId, row.toString()).commit();
    }

    /**
     * At start: an operation a killed process left queued or running never reached the work service's result, so
     * it is failed (UNAVAILABLE) rather than left to be polled forever; its ledger row keeps it from running again.
     */
    public synchronized int abandonUnfinished() throws JSONException {
        int abandoned = 0;
        for (String id : prefs.getAll().keySet()) {
            Op op = load(id);
            if (op != null && !op.terminal()) {
                JSONObject row = new JSONObject(prefs.getString(id, "{}"));
                row.put("state", "failed");
                row.put("error", "UNAVAILABLE");
                prefs.edit().putString(id, row.toString()).commit();
                abandoned = abandoned + 1;
            }
        }
        return abandoned;
    }

    private Op load(String id) {
        String text = id == null ? null : prefs.getString(id, null);
        if (text == null) {
            return null;
        }
        try {
            JSONObject row = new JSONObject(text);
            return new Op(id, row.getInt("uid"), row.getString("request_id"), row.getString("state"),
                    row.optInt("progress", 0), row.optString("result", null), row.optString("error", null),
                    row.optBoolean("cancel", false));
        } catch (JSONException e) {
            return null;
        }
    }

    public static final class Op {
        public final String id;
        public final int uid;
        public final String requestId;
        public final String state;
        public final int progress;
        public final String result;
        public final String errorCode;
        public final boolean cancelRequested;

        Op(String id, int uid, String requestId, String state, int progress, String result, String errorCode,
                boolean cancelRequested) {
            this.id = id;
            this.uid = uid;
            this.requestId = requestId;
            this.state = state;
            this.progress = progress;
            this.result = result;
            this.errorCode = errorCode;
            this.cancelRequested = cancelRequested;
        }

        public boolean terminal() {
            return "succeeded".equals(state) || "failed".equals(state) || "cancelled".equals(state);
        }
    }
}
