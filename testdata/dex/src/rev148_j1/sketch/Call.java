package com.lumenhall.hub.cetp;

import java.util.Set;
import org.json.JSONObject;

/** One execute_tool request, as call() received it on the Binder thread. */
public final class Call {
    public final int uid;
    public final String requestId;
    public final String tool;
    public final JSONObject args;
    public final String argsDigest;
    public final String resumeToken;
    public final long deadlineAtMs;
    public final Set<String> capabilities;

    public Call(int uid, String requestId, String tool, JSONObject args, String argsDigest, String resumeToken,
            long deadlineAtMs, Set<String> capabilities) {
        this.uid = uid;
        this.requestId = requestId;
        this.tool = tool;
        this.args = args;
        this.argsDigest = argsDigest;
        this.resumeToken = resumeToken;
        this.deadlineAtMs = deadlineAtMs;
        this.capabilities = capabilities;
    }
}
