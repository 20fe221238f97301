package a;

import android.app.PendingIntent;
import android.os.Bundle;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

import org.json.JSONException;
import org.json.JSONObject;

/** Response envelopes, random strings and digests (three small utility classes merged by the shrinker). */
public final class a {
    private static final SecureRandom a = new SecureRandom();
    private static final char[] b = "0123456789abcdef".toCharArray();

    private a() {
    }

    /** n random bytes as lowercase hex. */
    public static String a(int n) {
        byte[] bytes = new byte[n];
        synchronized (a) {
            a.nextBytes(bytes);
        }
        return a(bytes);
    }

    public static String a(byte[] bytes) {
        char[] out = new char[bytes.length * 2];
        for (int i = 0; i < bytes.length; i++) {
            out[i * 2] = b[(bytes[i] >> 4) & 0xf];
            out[i * 2 + 1] = b[bytes[i] & 0xf];
        }
        return new String(out);
    }

    /** SHA-256 of the UTF-8 text, hex. */
    public static String a(String text) {
        return b(text.getBytes(StandardCharsets.UTF_8));
    }

    public static String b(byte[] bytes) {
        try {
            return a(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String a(long millis) {
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        return f.format(new Date(millis));
    }

    /** A v2 error envelope with the fixed sentence of its code. */
    public static Bundle a(b call, String code) {
        return a(call.d, code);
    }

    public static Bundle a(String requestId, String code) {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putString("error_code", code);
        String message;
        boolean retry = false;
        switch (code) {
            case "NEGOTIATION_REQUIRED":
                message = "The session is missing or expired; negotiate again.";
                retry = true;
                break;
            case "INVALID_REQUEST":
                message = "The request envelope is invalid.";
                break;
            case "INVALID_ARGS":
                message = "The arguments do not match the tool's input schema.";
                break;
            case "PERMISSION_DENIED":
                message = "This app is not allowed to use these tools.";
                break;
            case "TOOL_NOT_FOUND":
                message = "No such tool.";
                break;
            case "METHOD_NOT_FOUND":
                message = "No such method.";
                break;
            case "USER_ACTION_REQUIRED":
                message = "This change needs approval in Fieldbook.";
                break;
            case "USER_CANCELLED":
                message = "The change was declined in Fieldbook.";
                break;
            case "DEADLINE_EXCEEDED":
                message = "The request deadline has passed.";
                break;
            case "CONFLICT":
                message = "The current state does not allow this change.";
                break;
            case "UNSUPPORTED_CAPABILITY":
                message = "This capability was not negotiated.";
                break;
            case "UNAVAILABLE":
                message = "Fieldbook is busy; try again shortly.";
                retry = true;
                break;
            default:
                message = "Something went wrong in Fieldbook.";
                break;
        }
        out.putString("error_message", message);
        out.putBoolean("retryable", retry);
        out.putInt("protocol_version", 2);
        out.putString("request_id", requestId);
        return out;
    }

    /** USER_ACTION_REQUIRED with the Provider UI to open and the token that resumes the call. */
    public static Bundle a(b call, PendingIntent resolution, String resumeToken) {
        Bundle out = a(call, "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", resolution);
        out.putString("resume_token", resumeToken);
        return out;
    }

    /** Synchronous success: the value inline. */
    public static Bundle a(b call, JSONObject value) {
        try {
            return b(call, "success", new JSONObject().put("kind", "inline").put("value", value));
        } catch (JSONException e) {
            return a(call, "INTERNAL_ERROR");
        }
    }

    /** Success or accepted with this data object. */
    public static Bundle b(b call, String status, JSONObject data) {
        return b(call.d, status, data.toString());
    }

    public static Bundle b(String requestId, String status, String data) {
        Bundle out = new Bundle();
        out.putString("status", status);
        out.putInt("protocol_version", 2);
        out.putString("request_id", requestId);
        out.putString("data", data);
        return out;
    }

    /** negotiate answers carry no protocol_version / request_id. */
    public static Bundle b(String code) {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putString("error_code", code);
        out.putString("error_message", "UNSUPPORTED_VERSION".equals(code) ? "Only CETP version 2 is served."
                : "PERMISSION_DENIED".equals(code) ? "This app is not allowed to use these tools."
                : "The negotiate request is invalid.");
        out.putBoolean("retryable", false);
        return out;
    }

    public static Bundle a(JSONObject data) {
        Bundle out = new Bundle();
        out.putString("status", "success");
        out.putString("data", data.toString());
        return out;
    }
}
