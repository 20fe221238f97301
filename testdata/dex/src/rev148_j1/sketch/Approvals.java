package com.lumenhall.hub.cetp;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Confirmations waiting for, or holding, the user's answer, filed under the SHA-256 of their resume token. Only
 * ConfirmActivity answers them.
 */
public final class Approvals {
    private final Map<String, JSONObject> records = new ConcurrentHashMap<>();

    public void open(String key, Call call, String summary, long expiresAt) throws JSONException {
        JSONObject record = new JSONObject()
                .put("uid", call.uid)
                .put("tool", call.tool)
                .put("request_id", call.requestId)
                .put("digest", call.argsDigest)
                .put("summary", summary)
                .put("expires_at", expiresAt)
                .put("answered", false)
                .put("confirmed", false);
        records.put(key, record);
    }

    /** What the confirmation screen shows. */
    public JSONObject peek(String key) {
        return records.get(key);
    }

    public void answer(String key, boolean confirmed) {
        JSONObject record = records.get(key);
        if (record == null) {
            return;
        }
        synchronized (record) {
            try {
                record.put("confirmed", confirmed).put("answered", true);
            } catch (JSONException e) {
                throw new IllegalStateException("approval record", e);
            }
        }
    }

    /** The record a resumed call names. An answered record is removed here: its resume token works once. */
    public JSONObject redeem(String key) {
        JSONObject record = records.get(key);
        if (record == null) {
            return null;
        }
        synchronized (record) {
            if (record.optBoolean("answered", false)) {
                records.remove(key);
            }
        }
        return record;
    }
}
