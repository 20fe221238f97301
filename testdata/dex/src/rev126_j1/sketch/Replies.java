package com.lumenhaus.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;
import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles of CETP v2 (section 4 and 5 of the spec). */
public final class Replies {
    private Replies() {
    }

    public static Bundle success(String requestId, Object value) {
        Bundle out = envelope("success", requestId);
        JSONObject data = new JSONObject();
        try {
            data.put("kind", "inline");
            data.put("value", value);
        } catch (JSONException e) {
            return error(requestId, Cetp.INTERNAL_ERROR, "Result could not be encoded", false);
        }
        out.putString(Cetp.DATA, data.toString());
        return out;
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle out = envelope("error", requestId);
        out.putString(Cetp.ERROR_CODE, code);
        out.putString(Cetp.ERROR_MESSAGE, message);
        out.putBoolean(Cetp.RETRYABLE, retryable);
        return out;
    }

    public static Bundle needsUser(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle out = error(requestId, Cetp.USER_ACTION_REQUIRED, "Confirm this action on the device", false);
        out.putParcelable(Cetp.RESOLUTION, resolution);
        out.putString(Cetp.RESUME_TOKEN, resumeToken);
        return out;
    }

    /** negotiate carries no protocol_version / request_id of its own. */
    public static Bundle negotiated(String providerId, String providerName, String token, String expiresAt) {
        Bundle out = new Bundle();
        out.putString(Cetp.STATUS, "success");
        JSONObject data = new JSONObject();
        try {
            data.put("selected_version", 2);
            data.put("provider_id", providerId);
            data.put("provider_name", providerName);
            data.put("session_token", token);
            data.put("expires_at", expiresAt);
            data.put("capabilities", new org.json.JSONArray());
            JSONObject limits = new JSONObject();
            limits.put("max_request_bytes", Cetp.MAX_REQUEST_BYTES);
            limits.put("max_inline_result_bytes", 262144);
            limits.put("max_concurrent_requests", 2);
            limits.put("idempotency_window_seconds", 86400);
            data.put("limits", limits);
        } catch (JSONException e) {
            return refused(Cetp.INTERNAL_ERROR, "Negotiation failed");
        }
        out.putString(Cetp.DATA, data.toString());
        return out;
    }

    public static Bundle refused(String code, String message) {
        Bundle out = new Bundle();
        out.putString(Cetp.STATUS, "error");
        out.putString(Cetp.ERROR_CODE, code);
        out.putString(Cetp.ERROR_MESSAGE, message);
        out.putBoolean(Cetp.RETRYABLE, false);
        return out;
    }

    /** A terminal answer that the ledger keeps for the idempotency window. */
    public static boolean isFinal(Bundle reply) {
        if ("success".equals(reply.getString(Cetp.STATUS))) {
            return true;
        }
        String code = reply.getString(Cetp.ERROR_CODE);
        return Cetp.INVALID_ARGS.equals(code) || Cetp.USER_CANCELLED.equals(code);
    }

    public static String toJson(Bundle reply) throws JSONException {
        JSONObject kept = new JSONObject();
        kept.put("status", reply.getString(Cetp.STATUS));
        kept.put("data", reply.getString(Cetp.DATA));
        kept.put("error_code", reply.getString(Cetp.ERROR_CODE));
        kept.put("error_message", reply.getString(Cetp.ERROR_MESSAGE));
        return kept.toString();
    }

    public static Bundle fromJson(String requestId, String json) throws JSONException {
        JSONObject kept = new JSONObject(json);
        if ("success".equals(kept.optString("status", ""))) {
            Bundle out = envelope("success", requestId);
            out.putString(Cetp.DATA, kept.getString("data"));
            return out;
        }
        return error(requestId, kept.getString("error_code"), kept.getString("error_message"), false);
    }

    /** RFC 3339 UTC text of an epoch time, as negotiate's expires_at. */
    public static String timestamp(long epochMs) {
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        return format.format(new Date(epochMs));
    }

    /** A constant JSON text of the provider (provider info, tool list) as a value. */
    public static JSONObject json(String text) {
        try {
            return new JSONObject(text);
        } catch (JSONException e) {
            throw new IllegalStateException("constant JSON is malformed", e);
        }
    }

    private static Bundle envelope(String status, String requestId) {
        Bundle out = new Bundle();
        out.putString(Cetp.STATUS, status);
        out.putInt(Cetp.PROTOCOL_VERSION, 2);
        out.putString(Cetp.REQUEST_ID, requestId);
        return out;
    }
}
