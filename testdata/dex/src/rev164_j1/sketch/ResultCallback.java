package com.tidepool.reef.cetp;

import android.app.PendingIntent;

import org.json.JSONException;
import org.json.JSONObject;

/** How a tool answers: every handler ends in exactly one of these. */
public interface ResultCallback {
    void onSuccess(JSONObject value) throws JSONException;

    void onConfirmationNeeded(String message, PendingIntent resolution, String resumeToken);

    void onError(String code, String message);
}
