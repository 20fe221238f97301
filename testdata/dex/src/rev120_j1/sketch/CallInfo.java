package com.tallyhouse.cetp;

import android.os.Bundle;

/** What the provider knows about one call, captured on the Binder thread in call(). */
public final class CallInfo {
    public final int uid;
    public final String callerPackage;
    public final String requestId;
    public final long deadlineAtMs;
    public final boolean async;
    public final Bundle extras;
    public String tool;
    public String rawArgs;
    public String resumeToken;

    CallInfo(int uid, String callerPackage, String requestId, long deadlineAtMs, boolean async, Bundle extras) {
        this.uid = uid;
        this.callerPackage = callerPackage;
        this.requestId = requestId;
        this.deadlineAtMs = deadlineAtMs;
        this.async = async;
        this.extras = extras;
    }

    void bind(String tool, String rawArgs, String resumeToken) {
        this.tool = tool;
        this.rawArgs = rawArgs;
        this.resumeToken = resumeToken;
    }
}
