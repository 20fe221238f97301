package com.kiteframe.ops;

import android.database.Cursor;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One row of the operations table. */
public final class Operation {
    static final String[] COLUMNS = {"id", "owner_uid", "request_id", "tool", "state", "result", "error"};

    public final String id;
    public final int ownerUid;
    public final String requestId;
    public final String tool;
    public final String state;
    final String result;
    final String error;

    Operation(String id, int ownerUid, String requestId, String tool, String state, String result, String error) {
        this.id = id;
        this.ownerUid = ownerUid;
        this.requestId = requestId;
        this.tool = tool;
        this.state = state;
        this.result = result;
        this.error = error;
    }

    static Operation from(Cursor c) {
        return new Operation(c.getString(0), c.getInt(1), c.getString(2), c.getString(3), c.getString(4),
                c.getString(5), c.getString(6));
    }

    /** The data of a successful get_operation answer (spec 4.4). */
    public JSONObject statusJson() throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", id);
        data.put("state", state);
        if ("succeeded".equals(state)) {
            JSONObject envelope = new JSONObject();
            envelope.put("kind", "inline");
            envelope.put("value", new JSONObject(result));
            data.put("result", envelope);
        } else if ("failed".equals(state)) {
            data.put("error", new JSONObject(error));
        } else if (!"cancelled".equals(state)) {
            data.put("poll_after_ms", 1000);
        }
        return data;
    }

    /** The data of a successful cancel_operation answer: only an acknowledgement. */
    public static JSONObject cancellationRequested(String operationId) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", operationId);
        data.put("state", "cancellation_requested");
        data.put("poll_after_ms", 500);
        return data;
    }

    /** A section 5 error object, stored with a failed operation and answered by get_operation. */
    public static JSONObject errorJson(String code, String message, boolean retryable) {
        JSONObject error = new JSONObject();
        try {
            error.put("error_code", code);
            error.put("error_message", message);
            error.put("retryable", retryable);
        } catch (JSONException e) {
            // keys are constants; put only throws for non-finite numbers
        }
        return error;
    }

    public static JSONObject summaries(List<Operation> operations) throws JSONException {
        JSONArray items = new JSONArray();
        for (Operation op : operations) {
            JSONObject item = new JSONObject();
            item.put("operation_id", op.id);
            item.put("state", op.state);
            items.put(item);
        }
        JSONObject value = new JSONObject();
        value.put("operations", items);
        return value;
    }
}
