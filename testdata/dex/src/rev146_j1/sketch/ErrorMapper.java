package com.greenwick.garden.cetp;

import android.database.sqlite.SQLiteException;
import android.os.Bundle;
import android.util.Log;
import org.json.JSONException;

/** Turns what a tool threw into a CETP error; the details go to the log only. */
public final class ErrorMapper {
    private static final String TAG = "GreenwickTools";

    public Bundle map(String requestId, Exception e) {
        Log.w(TAG, "tool call failed", e);
        if (e instanceof JSONException) {
            return Replies.error(requestId, "INVALID_ARGS", "The arguments do not match the tool's input schema",
                    false);
        }
        if (e instanceof SQLiteException) {
            return Replies.error(requestId, "UNAVAILABLE", "Greenwick's storage is busy, try again shortly", true);
        }
        return Replies.error(requestId, "INTERNAL_ERROR", "Greenwick could not complete the request", false);
    }
}
