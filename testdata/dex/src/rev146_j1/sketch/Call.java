package com.greenwick.garden.cetp;

import com.greenwick.garden.security.Caller;
import org.json.JSONObject;

/** One execute_tool request as the endpoint accepted it. */
public final class Call {
    public final Caller caller;
    public final String requestId;
    public final String tool;
    public final JSONObject args;
    /** SHA-256 of the tool name and the raw args text. */
    public final String argsDigest;
    public final String resumeToken;
    public final long deadlineAt;

    public Call(Caller caller, String requestId, String tool, JSONObject args, String argsDigest, String resumeToken,
            long deadlineAt) {
        this.caller = caller;
        this.requestId = requestId;
        this.tool = tool;
        this.args = args;
        this.argsDigest = argsDigest;
        this.resumeToken = resumeToken;
        this.deadlineAt = deadlineAt;
    }
}
