package com.scanbox.cetp;

import java.util.Objects;

/** One execute_tool call as the provider accepted it. */
public record Invocation(int uid, String requestId, long deadlineAtMs, String tool, String argsJson,
        String resumeToken) {
    public Invocation {
        Objects.requireNonNull(requestId, "requestId");
        Objects.requireNonNull(tool, "tool");
        argsJson = Objects.requireNonNullElse(argsJson, "{}");
    }

    public boolean resuming() {
        return resumeToken != null;
    }

    public long remainingMs() {
        return deadlineAtMs - System.currentTimeMillis();
    }
}
