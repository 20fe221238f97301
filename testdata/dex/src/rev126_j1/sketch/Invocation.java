package com.lumenhaus.cetp;

import org.json.JSONObject;

/** One execute_tool call as the provider's executor sees it. */
public final class Invocation {
    public final int uid;
    public final String requestId;
    public final long deadlineAtMs;
    public final String tool;
    public final JSONObject args;
    public final String digest;
    public final String resumeToken;

    public Invocation(int uid, String requestId, long deadlineAtMs, String tool, JSONObject args, String digest,
            String resumeToken) {
        this.uid = uid;
        this.requestId = requestId;
        this.deadlineAtMs = deadlineAtMs;
        this.tool = tool;
        this.args = args;
        this.digest = digest;
        this.resumeToken = resumeToken;
    }

    public long remainingMs() {
        return deadlineAtMs - System.currentTimeMillis();
    }
}
