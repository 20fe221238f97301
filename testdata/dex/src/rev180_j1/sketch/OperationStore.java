package com.verdant.garden.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import com.verdant.garden.data.GardenDatabase;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** Background operations (§4.4), persisted in SQLite and bound to the UID and request id that created them. */
public final class OperationStore {
    private static final String[] COLUMNS = {"id", "state", "result", "error_code"};
    private final GardenDatabase helper;

    public OperationStore(GardenDatabase helper) {
        this.helper = helper;
    }

    public void create(String provider, String id, int uid, String requestId, String tool) {
        ContentValues row = new ContentValues();
        row.put("id", id);
        row.put("provider", provider);
        row.put("uid", uid);
        row.put("request_id", requestId);
        row.put("tool", tool);
        row.put("state", "queued");
        row.put("created_at", System.currentTimeMillis());
        helper.getWritableDatabase().insertOrThrow("operations", null, row);
    }

    public Optional<Operation> byRequest(String provider, int uid, String requestId) {
        return first("provider = ? AND uid = ? AND request_id = ?",
                new String[] {provider, String.valueOf(uid), requestId});
    }

    public Optional<Operation> owned(String provider, String id, int uid, String requestId) {
        if (id == null) {
            return Optional.empty();
        }
        return first("id = ? AND provider = ? AND uid = ? AND request_id = ?",
                new String[] {id, provider, String.valueOf(uid), requestId});
    }

    private Optional<Operation> first(String selection, String[] args) {
        try (Cursor c = helper.getReadableDatabase().query("operations", COLUMNS, selection, args,
                null, null, null)) {
            if (!c.moveToFirst()) {
                return Optional.empty();
            }
            return Optional.of(new Operation(c.getString(0), c.getString(1), c.getString(2), c.getString(3)));
        }
    }

    public void setState(String id, String state) {
        ContentValues row = new ContentValues();
        row.put("state", state);
        helper.getWritableDatabase().update("operations", row, "id = ?", new String[] {id});
    }

    public void succeed(String id, String resultJson) {
        ContentValues row = new ContentValues();
        row.put("state", "succeeded");
        row.put("result", resultJson);
        helper.getWritableDatabase().update("operations", row, "id = ?", new String[] {id});
    }

    public void fail(String id, ErrorCode code) {
        ContentValues row = new ContentValues();
        row.put("state", code == ErrorCode.CANCELLED ? "cancelled" : "failed");
        row.put("error_code", code.name());
        helper.getWritableDatabase().update("operations", row, "id = ?", new String[] {id});
    }

    public void requestCancel(String id) {
        ContentValues row = new ContentValues();
        row.put("cancel_requested", 1);
        helper.getWritableDatabase().update("operations", row, "id = ?", new String[] {id});
    }

    public boolean cancelRequested(String id) {
        try (Cursor c = helper.getReadableDatabase().query("operations", new String[] {"cancel_requested"},
                "id = ?", new String[] {id}, null, null, null)) {
            return c.moveToFirst() && c.getInt(0) == 1;
        }
    }

    /** Operations a killed process left queued or running can no longer finish. */
    public void failAbandoned(String provider) {
        ContentValues row = new ContentValues();
        row.put("state", "failed");
        row.put("error_code", ErrorCode.UNAVAILABLE.name());
        helper.getWritableDatabase().update("operations", row,
                "provider = ? AND state IN ('queued', 'running')", new String[] {provider});
    }

    /** One operation row, immutable. */
    public static final class Operation {
        private final String id;
        private final String state;
        private final String result;
        private final String errorCode;

        Operation(String id, String state, String result, String errorCode) {
            this.id = id;
            this.state = state;
            this.result = result;
            this.errorCode = errorCode;
        }

        public String id() {
            return id;
        }

        public boolean terminal() {
            return "succeeded".equals(state) || "failed".equals(state) || "cancelled".equals(state);
        }

        public JSONObject toJson() throws JSONException {
            JSONObject out = new JSONObject().put("operation_id", id).put("state", state);
            if ("succeeded".equals(state)) {
                out.put("result", new JSONObject().put("kind", "inline").put("value", new JSONObject(result)));
            } else if ("failed".equals(state)) {
                ErrorCode code = ErrorCode.valueOf(errorCode);
                out.put("error", new JSONObject().put("error_code", code.name())
                        .put("error_message", code.message()).put("retryable", code.retryable()));
            } else if (!"cancelled".equals(state)) {
                out.put("poll_after_ms", 1000);
            }
            return out;
        }
    }
}
