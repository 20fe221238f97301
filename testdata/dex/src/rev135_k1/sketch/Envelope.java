package com.fernhill.lend;

import android.app.PendingIntent;
import android.os.Bundle;

/** The response Bundle of one call(): the echoed envelope, then the success data or the error. */
public final class Envelope {
    private Envelope() {
    }

    /** Filled by the Kotlin side with apply { }; build() writes the keys. */
    public static final class Builder {
        private final boolean versioned;
        private final String requestId;
        private String status = "success";
        private String data;
        private String errorCode;
        private String errorMessage;
        private boolean retryable;
        private PendingIntent resolution;
        private String resumeToken;

        public Builder(boolean versioned, String requestId) {
            this.versioned = versioned;
            this.requestId = requestId;
        }

        public String getStatus() {
            return status;
        }

        public void setStatus(String status) {
            this.status = status;
        }

        public String getData() {
            return data;
        }

        public void setData(String data) {
            this.data = data;
        }

        public String getErrorCode() {
            return errorCode;
        }

        public void setErrorCode(String errorCode) {
            this.errorCode = errorCode;
        }

        public String getErrorMessage() {
            return errorMessage;
        }

        public void setErrorMessage(String errorMessage) {
            this.errorMessage = errorMessage;
        }

        public boolean isRetryable() {
            return retryable;
        }

        public void setRetryable(boolean retryable) {
            this.retryable = retryable;
        }

        public PendingIntent getResolution() {
            return resolution;
        }

        public void setResolution(PendingIntent resolution) {
            this.resolution = resolution;
        }

        public String getResumeToken() {
            return resumeToken;
        }

        public void setResumeToken(String resumeToken) {
            this.resumeToken = resumeToken;
        }

        public Bundle build() {
            Bundle out = new Bundle();
            if (versioned) {
                out.putInt("protocol_version", 2);
                if (requestId != null) {
                    out.putString("request_id", requestId);
                }
            }
            out.putString("status", status);
            if (data != null) {
                out.putString("data", data);
            }
            if (errorCode != null) {
                out.putString("error_code", errorCode);
                out.putString("error_message", errorMessage);
                out.putBoolean("retryable", retryable);
            }
            if (resolution != null) {
                out.putParcelable("resolution", resolution);
            }
            if (resumeToken != null) {
                out.putString("resume_token", resumeToken);
            }
            return out;
        }
    }
}
