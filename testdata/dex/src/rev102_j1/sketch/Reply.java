package com.laserlog.core;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.Parcelable;

/** CETP replies, built with a Builder. */
public final class Reply {
    private Reply() {
    }

    public static Builder builder(String status) {
        return new Builder().str("status", status);
    }

    public static Bundle ok(String json) {
        return builder("success").str("data", json).build();
    }

    public static Bundle file(Parcelable pfd) {
        return builder("success").parcel("result_fd", pfd).build();
    }

    public static Bundle negotiated(String token) {
        return builder("success").str("data", "{\"selected_version\":2}").str("session_token", token).build();
    }

    public static Bundle error(String code, String message) {
        return builder("error").str("error_code", code).str("error_message", message).build();
    }

    public static Bundle needsUser(PendingIntent screen, String resumeToken) {
        return builder("error").str("error_code", "USER_ACTION_REQUIRED").str("error_message", "confirm in LaserLog")
                .parcel("resolution", screen).str("resume_token", resumeToken).build();
    }

    public static final class Builder {
        private final Bundle bundle = new Bundle();

        public Builder str(String key, String value) {
            bundle.putString(key, value);
            return this;
        }

        public Builder parcel(String key, Parcelable value) {
            bundle.putParcelable(key, value);
            return this;
        }

        public Bundle build() {
            bundle.putInt("protocol_version", 2);
            return bundle;
        }
    }
}
