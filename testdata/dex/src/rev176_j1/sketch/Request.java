package com.quillmark.docs.core;

import android.os.Bundle;
import org.json.JSONObject;

/** One v2 call after the envelope, the caller and the session were checked. */
public final class Request {
    public final String method;
    public final Bundle extras;
    public final String requestId;
    public final Caller caller;
    public final SessionBook.Session session;
    public ToolSpec tool;
    public JSONObject args;
    public String argsDigest;

    Request(String method, Bundle extras, String requestId, Caller caller, SessionBook.Session session) {
        this.method = method;
        this.extras = extras;
        this.requestId = requestId;
        this.caller = caller;
        this.session = session;
    }

    public String resumeToken() {
        return extras.getString("resume_token");
    }
}
