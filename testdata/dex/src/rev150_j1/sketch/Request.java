package com.kestrel.ledger.pipeline;

import android.os.Bundle;
import com.kestrel.ledger.identity.CallerIdentity;
import com.kestrel.ledger.tools.Tokens;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * One call() as the pipeline sees it. Immutable: interceptors that learn something about the call hand a copy on
 * (withCaller, withSession). uid is Binder.getCallingUid() as call() read it on the Binder thread.
 */
public final class Request {
    public static final String EXECUTE_TOOL = "execute_tool";
    public static final String NEGOTIATE = "negotiate";

    final String method;
    final int uid;
    final Bundle extras;
    final String requestId;
    final String toolName;
    final String rawArgs;
    final String resumeToken;
    final CallerIdentity caller;
    final Sessions.Session session;

    Request(Builder builder) {
        this.method = builder.method;
        this.uid = builder.uid;
        this.extras = builder.extras;
        this.requestId = builder.requestId;
        this.toolName = builder.toolName;
        this.rawArgs = builder.rawArgs;
        this.resumeToken = builder.resumeToken;
        this.caller = builder.caller;
        this.session = builder.session;
    }

    /** The request call(method, arg, extras) carries; the envelope fields are copied out of extras. */
    public static Request fromCall(String method, int uid, Bundle extras) {
        Bundle in = extras != null ? extras : new Bundle();
        return new Builder(method == null ? "" : method, uid, in)
                .requestId(in.getString("request_id"))
                .toolName(in.getString("tool_name"))
                .rawArgs(in.getString("args"))
                .resumeToken(in.getString("resume_token"))
                .build();
    }

    public Builder newBuilder() {
        Builder builder = new Builder(method, uid, extras);
        builder.requestId = requestId;
        builder.toolName = toolName;
        builder.rawArgs = rawArgs;
        builder.resumeToken = resumeToken;
        builder.caller = caller;
        builder.session = session;
        return builder;
    }

    public Request withCaller(CallerIdentity identity) {
        return newBuilder().caller(identity).build();
    }

    public Request withSession(Sessions.Session granted) {
        return newBuilder().session(granted).build();
    }

    public String method() {
        return method;
    }

    public int uid() {
        return uid;
    }

    public Bundle extras() {
        return extras;
    }

    public String requestId() {
        return requestId;
    }

    public String toolName() {
        return toolName;
    }

    public String rawArgs() {
        return rawArgs;
    }

    public String resumeToken() {
        return resumeToken;
    }

    public CallerIdentity caller() {
        return caller;
    }

    public Sessions.Session session() {
        return session;
    }

    public boolean isExecute() {
        return EXECUTE_TOOL.equals(method);
    }

    public JSONObject args() throws JSONException {
        return new JSONObject(rawArgs == null ? "{}" : rawArgs);
    }

    /** Binds a confirmation or a dedup record to this tool and these exact argument bytes. */
    public String argsDigest() {
        return Tokens.sha256Hex(toolName + "\n" + rawArgs);
    }

    public static final class Builder {
        final String method;
        final int uid;
        final Bundle extras;
        String requestId;
        String toolName;
        String rawArgs;
        String resumeToken;
        CallerIdentity caller;
        Sessions.Session session;

        Builder(String method, int uid, Bundle extras) {
            this.method = method;
            this.uid = uid;
            this.extras = extras;
        }

        public Builder requestId(String value) {
            requestId = value;
            return this;
        }

        public Builder toolName(String value) {
            toolName = value;
            return this;
        }

        public Builder rawArgs(String value) {
            rawArgs = value;
            return this;
        }

        public Builder resumeToken(String value) {
            resumeToken = value;
            return this;
        }

        public Builder caller(CallerIdentity value) {
            caller = value;
            return this;
        }

        public Builder session(Sessions.Session value) {
            session = value;
            return this;
        }

        public Request build() {
            return new Request(this);
        }
    }
}
