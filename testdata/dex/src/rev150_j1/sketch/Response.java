package com.kestrel.ledger.pipeline;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** One answer of the pipeline; becomes the Bundle call() returns. Immutable, copied with withX methods. */
public final class Response {
    public static final String SUCCESS = "success";
    public static final String ERROR = "error";

    final String status;
    final String requestId;
    final String data;
    final String errorCode;
    final String errorMessage;
    final boolean retryable;
    final PendingIntent resolution;
    final String resumeToken;

    Response(Builder builder) {
        this.status = builder.status;
        this.requestId = builder.requestId;
        this.data = builder.data;
        this.errorCode = builder.errorCode;
        this.errorMessage = builder.errorMessage;
        this.retryable = builder.retryable;
        this.resolution = builder.resolution;
        this.resumeToken = builder.resumeToken;
    }

    public static Response success(Request request, String data) {
        return new Builder(SUCCESS).requestId(request.requestId).data(data).build();
    }

    public static Response inline(Request request, JSONObject value) throws JSONException {
        return success(request, new JSONObject().put("kind", "inline").put("value", value).toString());
    }

    public static Response error(Request request, String code, String message, boolean retryable) {
        return new Builder(ERROR).requestId(request.requestId).error(code, message, retryable).build();
    }

    /** USER_ACTION_REQUIRED with the Provider's confirmation screen and the token that resumes this call. */
    public static Response userAction(Request request, PendingIntent resolution, String resumeToken) {
        return error(request, "USER_ACTION_REQUIRED", "Confirm this in Kestrel Ledger first", false)
                .withResolution(resolution, resumeToken);
    }

    public Builder newBuilder() {
        Builder builder = new Builder(status);
        builder.requestId = requestId;
        builder.data = data;
        builder.errorCode = errorCode;
        builder.errorMessage = errorMessage;
        builder.retryable = retryable;
        builder.resolution = resolution;
        builder.resumeToken = resumeToken;
        return builder;
    }

    public Response withResolution(PendingIntent intent, String token) {
        return newBuilder().resolution(intent).resumeToken(token).build();
    }

    public Response withData(String value) {
        return newBuilder().data(value).build();
    }

    public boolean isSuccess() {
        return SUCCESS.equals(status);
    }

    public String status() {
        return status;
    }

    public String data() {
        return data;
    }

    public String errorCode() {
        return errorCode;
    }

    public Bundle toBundle() {
        Bundle out = new Bundle();
        out.putString("status", status);
        out.putInt("protocol_version", 2);
        if (requestId != null) {
            out.putString("request_id", requestId);
        }
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

    public static final class Builder {
        final String status;
        String requestId;
        String data;
        String errorCode;
        String errorMessage;
        boolean retryable;
        PendingIntent resolution;
        String resumeToken;

        Builder(String status) {
            this.status = status;
        }

        public Builder requestId(String value) {
            requestId = value;
            return this;
        }

        public Builder data(String value) {
            data = value;
            return this;
        }

        public Builder error(String code, String message, boolean canRetry) {
            errorCode = code;
            errorMessage = message;
            retryable = canRetry;
            return this;
        }

        public Builder resolution(PendingIntent value) {
            resolution = value;
            return this;
        }

        public Builder resumeToken(String value) {
            resumeToken = value;
            return this;
        }

        public Response build() {
            return new Response(this);
        }
    }
}
