package com.quillmark.docs.core;

import android.content.Context;
import android.content.SharedPreferences;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Mutation deduplication (§6): one record per (calling UID, request_id) in the provider's own preferences file,
 * bound to the tool name and the digest of the original arguments, written with commit() before and after the tool
 * runs so that a restart never runs it twice.
 */
public final class Ledger {
    private final SharedPreferences prefs;

    public Ledger(Context context, String providerId) {
        this.prefs = context.getSharedPreferences("ledger_" + providerId, Context.MODE_PRIVATE);
    }

    public interface Work {
        Outcome run() throws Exception;
    }

    private static String key(int uid, String requestId) {
        return uid + "/" + requestId;
    }

    public synchronized Entry find(int uid, String requestId) {
        String text = prefs.getString(key(uid, requestId), null);
        if (text == null) {
            return null;
        }
        try {
            JSONObject row = new JSONObject(text);
            JSONObject outcome = row.optJSONObject("outcome");
            return new Entry(row.getString("tool"), row.getString("digest"), row.optString("op", null),
                    outcome == null ? null : Outcome.fromJson(outcome));
        } catch (JSONException e) {
            return new Entry("", "", null, null);
        }
    }

    /** Reserves the request id; false when another execution already holds it. */
    private synchronized boolean reserve(Request req, String operationId) throws JSONException {
        String key = key(req.caller.uid, req.requestId);
        if (prefs.contains(key)) {
            return false;
        }
        JSONObject row = new JSONObject();
        row.put("tool", req.tool.name);
        row.put("digest", req.argsDigest);
        row.put("at", System.currentTimeMillis());
        if (operationId != null) {
            row.put("op", operationId);
        }
        return prefs.edit().putString(key, row.toString()).commit();
    }

    private synchronized void record(Request req, Outcome outcome) throws JSONException {
        String key = key(req.caller.uid, req.requestId);
        JSONObject row = new JSONObject(prefs.getString(key, "{}"));
        row.put("outcome", outcome.toJson());
        prefs.edit().putString(key, row.toString()).commit();
    }

    /** Runs the work once for this request id; null when the id was taken in the meantime. */
    public Outcome runOnce(Request req, Work work) throws Exception {
        if (!reserve(req, null)) {
            return null;
        }
        Outcome outcome;
        try {
            outcome = work.run();
        } catch (Exception e) {
            outcome = Outcome.error("INTERNAL_ERROR");
            record(req, outcome);
            throw e;
        }
        record(req, outcome);
        return outcome;
    }

    /** Binds the request id to a background operation before the work is handed off. */
    public boolean reserveOperation(Request req, String operationId) throws JSONException {
        return reserve(req, operationId);
    }

    public static final class Entry {
        public final String tool;
        public final String digest;
        public final String operationId;
        public final Outcome outcome;

        Entry(String tool, String digest, String operationId, Outcome outcome) {
            this.tool = tool;
            this.digest = digest;
            this.operationId = operationId;
            this.outcome = outcome;
        }

        public boolean matches(String toolName, String argsDigest) {
            return tool.equals(toolName) && digest.equals(argsDigest);
        }
    }

    /** A tool's terminal result: a value for the output schema, or an error code. */
    public static final class Outcome {
        public final JSONObject value;
        public final String errorCode;

        Outcome(JSONObject value, String errorCode) {
            this.value = value;
            this.errorCode = errorCode;
        }

        public static Outcome ok(JSONObject value) {
            return new Outcome(value, null);
        }

        public static Outcome error(String code) {
            return new Outcome(null, code);
        }

        public boolean isOk() {
            return errorCode == null;
        }

        JSONObject toJson() throws JSONException {
            JSONObject o = new JSONObject();
            if (isOk()) {
                o.put("value", value);
            } else {
                o.put("error", errorCode);
            }
            return o;
        }

        static Outcome fromJson(JSONObject o) throws JSONException {
            if (o.has("error")) {
                return error(o.getString("error"));
            }
            return ok(o.getJSONObject("value"));
        }
    }
}
