package com.quillbin.cetp;

import com.quillbin.io.Streams;
import java.nio.charset.StandardCharsets;
import org.json.JSONObject;

/** An accepted execute_tool request. The uid is the one call() read from Binder before anything else ran. */
public final class Request {
    private final int uid;
    private final String provider;
    private final String requestId;
    private final String tool;
    private final JSONObject args;
    private final String argsDigest;
    private final String resumeToken;
    private final boolean largeResults;
    private boolean confirmed;

    public Request(int uid, String provider, String requestId, String tool, String rawArgs, JSONObject args,
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

    /** True once an approval issued for exactly this request came back from the confirmation screen. */
    public boolean confirmed() {
        return confirmed;
    }

    public void markConfirmed() {
        confirmed = true;
    }

    /** Deduplication key of spec 6: calling UID, provider id, request id. */
    public String dedupKey() {
        return uid + ":" + provider + ":" + requestId;
    }
}
