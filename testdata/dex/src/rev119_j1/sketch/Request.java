package com.hearthlist.cetp;

import android.os.Bundle;
import org.json.JSONObject;

/** One screened v2 request: who called (read in call()), its envelope and, for execute_tool, the tool call. */
public final class Request {
    private final int uid;
    private final String callerPackage;
    private final String requestId;
    private final long deadlineAtMs;
    private final boolean asyncGranted;
    private final Bundle extras;
    private final String tool;
    private final String rawArgs;
    private final JSONObject args;
    private final String resumeToken;

    private Request(Builder b) {
        this.uid = b.uid;
        this.callerPackage = b.callerPackage;
        this.requestId = b.requestId;
        this.deadlineAtMs = b.deadlineAtMs;
        this.asyncGranted = b.asyncGranted;
        this.extras = b.extras;
        this.tool = b.tool;
        this.rawArgs = b.rawArgs;
        this.args = b.args;
        this.resumeToken = b.resumeToken;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder()
                .uid(uid)
                .callerPackage(callerPackage)
                .requestId(requestId)
                .deadlineAtMs(deadlineAtMs)
                .asyncGranted(asyncGranted)
                .extras(extras);
    }

    public int uid() {
        return uid;
    }

    public String callerPackage() {
        return callerPackage;
    }

    public String requestId() {
        return requestId;
    }

    public long deadlineAtMs() {
        return deadlineAtMs;
    }

    public boolean asyncGranted() {
        return asyncGranted;
    }

    public Bundle extras() {
        return extras;
    }

    public String tool() {
        return tool;
    }

    public String rawArgs() {
        return rawArgs;
    }

    public JSONObject args() {
        return args;
    }

    public String resumeToken() {
        return resumeToken;
    }

    public static final class Builder {
        private int uid = -1;
        private String callerPackage;
        private String requestId;
        private long deadlineAtMs;
        private boolean asyncGranted;
        private Bundle extras;
        private String tool;
        private String rawArgs;
        private JSONObject args;
        private String resumeToken;

        private Builder() {
        }

        public Builder uid(int uid) {
            this.uid = uid;
            return this;
        }

        public Builder callerPackage(String callerPackage) {
            this.callerPackage = callerPackage;
            return this;
        }

        public Builder requestId(String requestId) {
            this.requestId = requestId;
            return this;
        }

        public Builder deadlineAtMs(long deadlineAtMs) {
            this.deadlineAtMs = deadlineAtMs;
            return this;
        }

        public Builder asyncGranted(boolean asyncGranted) {
            this.asyncGranted = asyncGranted;
            return this;
        }

        public Builder extras(Bundle extras) {
            this.extras = extras;
            return this;
        }

        public Builder tool(String tool) {
            this.tool = tool;
            return this;
        }

        public Builder rawArgs(String rawArgs) {
            this.rawArgs = rawArgs;
            return this;
        }

        public Builder args(JSONObject args) {
            this.args = args;
            return this;
        }

        public Builder resumeToken(String resumeToken) {
            this.resumeToken = resumeToken;
            return this;
        }

        public Request build() {
            if (uid < 0 || requestId == null || extras == null) {
                throw new IllegalStateException("uid, request_id and extras are required");
            }
            return new Request(this);
        }
    }
}
