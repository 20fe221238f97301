package com.halyard.vault.cetp;

import android.os.Bundle;
import org.json.JSONObject;

/** One execute_tool request that passed the envelope checks: its tool, parsed args and the raw extras. */
public final class Call {
    public final String requestId;
    public final Sessions.Session session;
    public final ToolSpec spec;
    public final String argsText;
    public final JSONObject args;
    public final String resumeToken;
    private final Bundle extras;

    Call(String requestId, Sessions.Session session, ToolSpec spec, String argsText, JSONObject args,
            String resumeToken, Bundle extras) {
        this.requestId = requestId;
        this.session = session;
        this.spec = spec;
        this.argsText = argsText;
        this.args = args;
        this.resumeToken = resumeToken;
        this.extras = extras;
    }

    /** deadline_at_ms, read where a desk is about to start work. */
    public long deadline() {
        return extras.getLong("deadline_at_ms", 0L);
    }

    /** True when the deadline is missing or already behind us. */
    public boolean deadlinePassed() {
        long deadline = deadline();
        return deadline <= 0L || deadline <= System.currentTimeMillis();
    }

    public String argsDigest() {
        return Digests.sha256(argsText);
    }
}
