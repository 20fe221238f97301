package com.verdant.garden.cetp;

import android.os.Bundle;
import org.json.JSONObject;

/** One admitted v2 request (envelope checked, session and caller resolved); immutable, made with {@link Builder}. */
public final class ProviderRequest {
    private final Caller caller;
    private final SessionStore.Session session;
    private final String requestId;
    private final long deadlineAtMs;
    private final ToolDescriptor tool;
    private final JSONObject args;
    private final String argsRaw;
    private final String resumeToken;
    private final Bundle extras;

    ProviderRequest(Builder b) {
        this.caller = b.caller;
        this.session = b.session;
        this.requestId = b.requestId;
        this.deadlineAtMs = b.deadlineAtMs;
        this.tool = b.tool;
        this.args = b.args;
        this.argsRaw = b.argsRaw;
        this.resumeToken = b.resumeToken;
        this.extras = b.extras;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.caller = caller;
        b.session = session;
        b.requestId = requestId;
        b.deadlineAtMs = deadlineAtMs;
        b.tool = tool;
        b.args = args;
        b.argsRaw = argsRaw;
        b.resumeToken = resumeToken;
        b.extras = extras;
        return b;
    }

    public Caller caller() {
        return caller;
    }

    public int uid() {
        return caller.uid();
    }

    public SessionStore.Session session() {
        return session;
    }

    public String requestId() {
        return requestId;
    }

    public long deadlineAtMs() {
        return deadlineAtMs;
    }

    public boolean pastDeadline() {
        return System.currentTimeMillis() >= deadlineAtMs;
    }

    public ToolDescriptor tool() {
        return tool;
    }

    public JSONObject args() {
        return args;
    }

    public String argsDigest() {
        return Tokens.sha256Hex(tool.name() + "\n" + argsRaw);
    }

    public String resumeToken() {
        return resumeToken;
    }

    public Bundle extras() {
        return extras;
    }

    public static final class Builder {
        private Caller caller;
        private SessionStore.Session session;
        private String requestId;
        private long deadlineAtMs;
        private ToolDescriptor tool;
        private JSONObject args;
        private String argsRaw;
        private String resumeToken;
        private Bundle extras;

        Builder() {
        }

        public Builder caller(Caller caller) {
            this.caller = caller;
            return this;
        }

        public Builder session(SessionStore.Session session) {
            this.session = session;
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

        public Builder tool(ToolDescriptor tool) {
            this.tool = tool;
            return this;
        }

        public Builder args(JSONObject args, String raw) {
            this.args = args;
            this.argsRaw = raw;
            return this;
        }

        public Builder resumeToken(String resumeToken) {
            this.resumeToken = resumeToken;
            return this;
        }

        public Builder extras(Bundle extras) {
            this.extras = extras;
            return this;
        }

        public ProviderRequest build() {
            return new ProviderRequest(this);
        }
    }
}
