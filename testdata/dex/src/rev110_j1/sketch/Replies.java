package app.shoebox.core;

import android.app.PendingIntent;
import android.os.Bundle;

/** The CETP v2 reply shapes both Shoebox providers answer with. */
public final class Replies {
    private Replies() {
    }

    public static Bundle value(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    public static Bundle replayed(String data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data);
        return b;
    }

    public static Bundle accepted(String operationId, long pollAfterMs) {
        Bundle b = new Bundle();
        b.putString("status", "accepted");
        b.putString("data", "{\"operation_id\":\"" + operationId + "\",\"poll_after_ms\":" + pollAfterMs + "}");
        return b;
    }

    public static Bundle fail(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", "NEGOTIATION_REQUIRED".equals(code) || "UNAVAILABLE".equals(code));
        return b;
    }

    public static Bundle echo(Bundle out, Bundle req) {
        out.putInt("protocol_version", 2);
        out.putString("request_id", req.getString("request_id", ""));
        return out;
    }

    public static Bundle error(Bundle req, String code, String message) {
        return echo(fail(code, message), req);
    }

    public static Bundle actionRequired(Bundle req, PendingIntent resolution, String resumeToken) {
        Bundle b = fail("USER_ACTION_REQUIRED", "Confirm this in Shoebox");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return echo(b, req);
    }

    public static Bundle negotiated(String sessionToken, String capabilities) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", "{\"selected_version\":2,\"provider_id\":\"app.shoebox\",\"provider_name\":\"Shoebox\","
                + "\"session_token\":\"" + sessionToken + "\",\"capabilities\":" + capabilities
                + ",\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,"
                + "\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}");
        return b;
    }

    public static boolean succeeded(Bundle out) {
        return "success".equals(out.getString("status"));
    }
}
