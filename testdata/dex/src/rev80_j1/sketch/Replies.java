package com.lunchline.core;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** The CETP v2 reply shapes; fromReply turns a command bus reply back into one. */
public final class Replies {
    private Replies() {
    }

    public static Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    public static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        b.putInt("protocol_version", 2);
        return b;
    }

    public static Bundle needsUser(PendingIntent pi, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "a parent must confirm in LunchLine");
        b.putParcelable("resolution", pi);
        b.putString("resume_token", resumeToken);
        return b;
    }

    public static Bundle fromReply(JSONObject reply) throws JSONException {
        if (reply.has("error_code")) {
            return error(reply.getString("error_code"), reply.optString("error_message", "the command failed"));
        }
        return ok(reply.getJSONObject("value").toString());
    }
}
