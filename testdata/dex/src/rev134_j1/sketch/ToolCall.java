package com.tallycrate.cetp;

import com.tallycrate.io.Streams;
import java.nio.charset.StandardCharsets;
import org.json.JSONObject;

/** One execute_tool request once its envelope was accepted; uid is what call() read on the Binder thread. */
public final class ToolCall {
    private final int uid;
    private final String provider;
    private final String requestId;
    private final String tool;
    private final JSONObject args;
    private final String argsDigest;
    private final String resumeToken;
    private final boolean largeResults;
    private boolean approved;

    public ToolCall(int uid, String provider, String requestId, String tool, String rawArgs, JSONObject args,
            String resumeToken, boolean largeResults) {
        this.uid = uid;
        this.provider = provider;
        this.requestId = requestId;
        this.tool = tool;
        this.args = args;
        this.argsDigest = Streams.sha256Hex((tool + "\n" + rawArgs).getBytes(StandardCharsets.UTF_8));
        this.resumeToken = resumeToken;
        this.largeResults = largeResults;
    }

    public int uid() {
        return uid;
    }

    public String provider() {
        return provider;
    }

    public String requestId() {
        return requestId;
    }

    public String tool() {
        return tool;
    }

    public JSONObject args() {
        return args;
    }

    public String argsDigest() {
        return argsDigest;
    }

    public String resumeToken() {
        return resumeToken;
    }

    public boolean largeResults() {
        return largeResults;
    }

    public boolean approved() {
        return approved;
    }

    /** Set once a resume token for exactly this call came back approved. */
    public void approve() {
        approved = true;
    }

    /** The key of this call's outcome: caller, provider and request id (spec 6). */
    public String outcomeKey() {
        return uid + "/" + provider + "/" + requestId;
    }
}
