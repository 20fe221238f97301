package com.bk;

import android.os.Bundle;
import android.util.Log;

/** One call as the provider reads it; its keys are built from the request's values by methods. */
final class Call {
    final int uid;
    private final Bundle extras;

    Call(int uid, Bundle extras) {
        this.uid = uid;
        this.extras = extras;
    }

    String requestId() {
        return extras.getString("request_id");
    }

    String sessionToken() {
        return extras.getString("session_token");
    }

    /** The deduplication key: the caller and its request id. */
    String dedupKey() {
        return uid + "/" + requestId();
    }

    /** The retry guard's key, formatted: the caller and its request id. */
    String attemptKey() {
        return String.format("%d/%s", Integer.valueOf(uid), requestId());
    }

    /** The session cache's key: the caller and its session (the request id only logged beside it). */
    String sessionKey() {
        Log.d("desk", "session key for request " + extras.getString("request_id"));
        return uid + "/" + sessionToken();
    }
}
