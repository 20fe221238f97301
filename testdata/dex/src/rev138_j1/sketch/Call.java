package com.trailmark.cetp;

import com.trailmark.io.Copy;
import java.nio.charset.StandardCharsets;
import org.json.JSONObject;

/**
 * One execute_tool request after the envelope checks. uid is what call() read from Binder on entry; digest covers
 * the tool name and the exact argument bytes, so a resumed or retried call can be matched to its first attempt.
 */
public final class Call {
    public final int uid;
    public final String provider;
    public final String requestId;
    public final String tool;
    public final JSONObject args;
    public final String digest;
    public final String resumeToken;
    public final boolean fileResults;
    private boolean approved;

    public Call(int uid, String provider, String requestId, String tool, String rawArgs, JSONObject args,
            String resumeToken, boolean fileResults) {
        this.uid = uid;
        this.provider = provider;
        this.requestId = requestId;
        this.tool = tool;
        this.args = args;
        this.digest = Copy.sha256Hex((tool + '\u0000' + rawArgs).getBytes(StandardCharsets.UTF_8));
        this.resumeToken = resumeToken;
        this.fileResults = fileResults;
    }

    /** Idempotency key of spec section 6: who asked, which provider, which request id. */
    public String key() {
        return uid + "/" + provider + "/" + requestId;
    }

    /** Set only after a ticket the user granted for exactly this call has been checked. */
    public void approve() {
        approved = true;
    }

    public boolean approved() {
        return approved;
    }
}
