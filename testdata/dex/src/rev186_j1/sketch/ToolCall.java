package com.tallyworks.stockroom.cetp;

import android.os.Bundle;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.UUID;

/** The §4.1 fields of one v2 call, with the calling UID captured on the Binder thread. */
public final class ToolCall {
    public final int uid;
    public final String method;
    public final Bundle extras;
    public final int protocolVersion;
    public final String requestId;
    public final String sessionToken;
    public final String toolName;
    public final String argsText;
    public final String resumeToken;

    public ToolCall(int uid, String method, Bundle extras) {
        this.uid = uid;
        this.method = method;
        this.extras = extras != null ? extras : new Bundle();
        this.protocolVersion = this.extras.getInt("protocol_version", 0);
        this.requestId = this.extras.getString("request_id");
        this.sessionToken = this.extras.getString("session_token");
        this.toolName = this.extras.getString("tool_name");
        this.argsText = this.extras.getString("args", "{}");
        this.resumeToken = this.extras.getString("resume_token");
    }

    public boolean envelopeValid() {
        if (protocolVersion != CetpV2ContentProvider.PROTOCOL_VERSION || requestId == null
                || sessionToken == null || sessionToken.isEmpty()) {
            return false;
        }
        try {
            return UUID.fromString(requestId).toString().equalsIgnoreCase(requestId);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    public long deadlineAtMs() {
        return extras.getLong("deadline_at_ms", 0L);
    }

    /** True when the deadline is absent or has passed; checked before a side effect starts (§4.1). */
    public boolean pastDeadline() {
        long deadline = deadlineAtMs();
        return deadline <= 0L || System.currentTimeMillis() >= deadline;
    }

    public String argsDigest() {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return Tokens.hex(sha.digest(argsText.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 unavailable");
        }
    }
}
