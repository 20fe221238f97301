package app.hearthlink.core;

import android.app.PendingIntent;
import android.os.Bundle;

/** CETP v2 reply Bundles, put together with a Builder. */
public final class Replies {
    private Replies() {
    }

    public static Builder success() {
        return new Builder("success");
    }

    public static Builder accepted() {
        return new Builder("accepted");
    }

    public static Builder error() {
        return new Builder("error");
    }

    public static Bundle failure(Call call, String code, String message) {
        return error().failure(code, message).echo(call).build();
    }

    public static Bundle actionRequired(Call call, PendingIntent resolution, String resumeToken) {
        return error().failure("USER_ACTION_REQUIRED", "Confirm this in Hearthlink")
                .resolution(resolution, resumeToken).echo(call).build();
    }

    public static String inlineData(String valueJson) {
        return "{\"kind\":\"inline\",\"value\":" + valueJson + "}";
    }

    private static boolean retryable(String code) {
        switch (code) {
            case "NEGOTIATION_REQUIRED":
            case "RATE_LIMITED":
            case "UNAVAILABLE":
                return true;
            default:
                return false;
        }
    }

    public static final class Builder {
        private final Bundle out = new Bundle();

        private Builder(String status) {
            out.putString("status", status);
        }

        public Builder data(String json) {
            out.putString("data", json);
            return this;
        }

        public Builder inline(String valueJson) {
            return data(inlineData(valueJson));
        }

        public Builder failure(String code, String message) {
            out.putString("error_code", code);
            out.putString("error_message", message);
            out.putBoolean("retryable", retryable(code));
            return this;
        }

        /** For the catch blocks: says what went wrong. */
        public Builder failure(String code, Throwable cause) {
            return failure(code, "Hearthlink could not finish: " + cause.getMessage());
        }

        public Builder resolution(PendingIntent pendingIntent, String resumeToken) {
            out.putParcelable("resolution", pendingIntent);
            out.putString("resume_token", resumeToken);
            return this;
        }

        public Builder echo(Call call) {
            out.putInt("protocol_version", 2);
            out.putString("request_id", call.requestId());
            return this;
        }

        public Bundle build() {
            return out;
        }
    }
}
