package com.plotshare.core;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** Reply bundles of the CETP v2 protocol, shared by both PlotShare providers. */
public final class Replies {
    private Replies() {}

    public static Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "ok");
        b.putString("result_json", json);
        return b;
    }

    public static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        return b;
    }

    public static Bundle needsUser(PendingIntent screen, String resumeToken) {
        Bundle b = new Bundle();
        b.putString("status", "needs_user");
        b.putParcelable("resolution", screen);
        b.putString("resume_token", resumeToken);
        return b;
    }

    public static Bundle count(int n) {
        return ok(new StringBuilder().append("{\"count\":").append(n).append('}').toString());
    }

    public static JSONObject args(Bundle req) throws JSONException {
        return new JSONObject(req.getString("args", "{}"));
    }

    public static boolean expired(Bundle req) {
        return req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis();
    }
}
