package com.chairtime.core;

import android.os.Bundle;
import android.os.Parcelable;

public final class Reply {
    private Reply() {
    }

    public static final class Builder {
        private String status = "success";
        private String code;
        private String message;
        private String data;
        private String resumeToken;
        private String parcelKey;
        private Parcelable parcel;

        public Builder status(String status) {
            this.status = status;
            return this;
        }

        public Builder code(String code) {
            this.code = code;
            return this;
        }

        public Builder message(String message) {
            this.message = message;
            return this;
        }

        public Builder data(String data) {
            this.data = data;
            return this;
        }

        public Builder resumeToken(String token) {
            this.resumeToken = token;
            return this;
        }

        public Builder parcel(String key, Parcelable value) {
            this.parcelKey = key;
            this.parcel = value;
            return this;
        }

        public Bundle build() {
            Bundle b = new Bundle();
            b.putString("status", status);
            b.putInt("protocol_version", 2);
            if (code != null) {
                b.putString("error_code", code);
                b.putBoolean("retryable", false);
            }
            if (message != null) {
                b.putString("error_message", message);
            }
            if (data != null) {
                b.putString("data", data);
            }
            if (resumeToken != null) {
                b.putString("resume_token", resumeToken);
            }
            if (parcel != null) {
                b.putParcelable(parcelKey, parcel);
            }
            return b;
        }
    }
}
