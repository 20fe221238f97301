package com.es;

import android.app.PendingIntent;
import android.os.Bundle;

/** An immutable reply made by its Builder; the Bundle is written from the reply's own fields. */
final class Reply {
    private final String errorCode;
    private final PendingIntent resolution;
    private final String resumeToken;

    private Reply(Builder builder) {
        this.errorCode = builder.errorCode;
        this.resolution = builder.resolution;
        this.resumeToken = builder.resumeToken;
    }

    static Reply needsUser(PendingIntent resolution, String resumeToken) {
        return new Builder().errorCode("USER_ACTION_REQUIRED").resolution(resolution).resumeToken(resumeToken).build();
    }

    Bundle toBundle() {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putString("error_code", errorCode);
        out.putString("error_message", "Confirm on the phone, then try again.");
        out.putParcelable("resolution", resolution);
        out.putString("resume_token", resumeToken);
        return out;
    }

    static final class Builder {
        String errorCode;
        PendingIntent resolution;
        String resumeToken;

        Builder errorCode(String value) {
            errorCode = value;
            return this;
        }

        Builder resolution(PendingIntent value) {
            resolution = value;
            return this;
        }

        Builder resumeToken(String value) {
            resumeToken = value;
            return this;
        }

        Reply build() {
            return new Reply(this);
        }
    }
}
