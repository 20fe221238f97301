package com.greenwick.garden.cetp;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Approvals waiting for the user, keyed by the SHA-256 of their resume token. Shared by both providers and the
 * confirmation screen; an answered approval is handed out once and then forgotten.
 */
public final class Approvals {
    static final int PENDING = 0;
    static final int APPROVED = 1;
    static final int DENIED = 2;

    /** What the user is asked to approve, and for whom. */
    public static final class Approval {
        public final int uid;
        public final String tool;
        public final String requestId;
        public final String argsDigest;
        public final String summary;
        public final long expiresAt;
        volatile int state;

        Approval(int uid, String tool, String requestId, String argsDigest, String summary, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.requestId = requestId;
            this.argsDigest = argsDigest;
            this.summary = summary;
            this.expiresAt = expiresAt;
            this.state = PENDING;
        }

        public boolean pending() {
            return state == PENDING;
        }

        public boolean approved() {
            return state == APPROVED;
        }
    }

    private final Map<String, Approval> open = new ConcurrentHashMap<>();

    public void open(String key, Call call, String summary, long expiresAt) {
        open.put(key, new Approval(call.caller.uid, call.tool, call.requestId, call.argsDigest, summary, expiresAt));
    }

    /** The approval under this key; once it has been answered, this is the last time it is returned. */
    public Approval redeem(String key) {
        Approval approval = open.get(key);
        if (approval != null && !approval.pending()) {
            open.remove(key);
        }
        return approval;
    }

    /** The text the confirmation screen shows, or null when the key names no pending approval. */
    public String summaryFor(String key) {
        Approval approval = open.get(key);
        return approval != null && approval.pending() ? approval.summary : null;
    }

    public void decide(String key, boolean approved) {
        Approval approval = open.get(key);
        if (approval != null && approval.pending()) {
            approval.state = approved ? APPROVED : DENIED;
        }
    }
}
