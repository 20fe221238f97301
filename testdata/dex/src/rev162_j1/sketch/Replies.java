package com.fieldnote.birding.cetp;

import android.app.Activity;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import org.json.JSONObject;

/** The response Bundles of CETP v2, and the resolutions that go in them. */
public final class Replies {
    public static final String EXTRA_TOKEN = "com.fieldnote.birding.extra.TOKEN";

    private Replies() {
    }

    private static Bundle base(String status, String requestId) {
        Bundle b = new Bundle();
        b.putString("status", status);
        b.putInt("protocol_version", 2);
        if (requestId != null) {
            b.putString("request_id", requestId);
        }
        return b;
    }

    public static Bundle success(String requestId, JSONObject data) {
        Bundle b = base("success", requestId);
        b.putString("data", data.toString());
        return b;
    }

    /** negotiate's answer: no protocol_version or request_id yet. */
    static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle b = base("error", requestId);
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", retryable);
        return b;
    }

    /** An explicit, immutable PendingIntent that opens one of this app's screens about {@code token}. */
    public static <T extends Activity> PendingIntent resolution(Context context, Class<T> screen, String token) {
        Intent intent = new Intent(context, screen).putExtra(EXTRA_TOKEN, token);
        return PendingIntent.getActivity(context, token.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
