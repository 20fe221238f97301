package com.larderly.app.cetp;

import android.os.Bundle;
import org.json.JSONObject;

/** One checked v2 request as the provider hooks see it. The UID was read in call(), on the Binder thread. */
public final class ProviderRequest {
    public final String method;
    public final Bundle extras;
    public final String requestId;
    public final int callerUid;
    public final CallerRegistry.Caller caller;
    public final SessionStore.Session session;
    public final long deadlineAtMs;
    public ToolDescriptor tool;
    public JSONObject args;
    public String argsDigest;

    ProviderRequest(String method, Bundle extras, String requestId, CallerRegistry.Caller caller,
            SessionStore.Session session, long deadlineAtMs) {
        this.method = method;
        this.extras = extras;
        this.requestId = requestId;
        this.callerUid = caller.uid;
        this.caller = caller;
        this.session = session;
        this.deadlineAtMs = deadlineAtMs;
    }

    public boolean deadlinePassed() {
        return System.currentTimeMillis() >= deadlineAtMs;
    }

    public String resumeToken() {
        return extras.getString("resume_token");
    }
}
