package com.keyholder.cetp;

import java.util.HashMap;
import java.util.Map;
import javax.inject.Inject;
import javax.inject.Singleton;

/** Confirmations waiting for the user, keyed by resume token; a token answers once. */
@Singleton
public class ConfirmationStore {
    static final class Pending {
        final int uid;
        final String requestId;
        final String tool;
        final String args;
        final String summary;
        final long expiresAt;
        Boolean answer;

        Pending(int uid, String requestId, String tool, String args, String summary, long expiresAt) {
            this.uid = uid;
            this.requestId = requestId;
            this.tool = tool;
            this.args = args;
            this.summary = summary;
            this.expiresAt = expiresAt;
        }
    }

    private final Map<String, Pending> pending = new HashMap<>();

    @Inject
    public ConfirmationStore() {
    }

    public synchronized void open(String token, ToolCall call, String tool, String summary, long ttlMs) {
        pending.put(token, new Pending(call.uid(), call.requestId(), tool, call.rawArgs(), summary,
                System.currentTimeMillis() + ttlMs));
    }

    /** What the confirmation screen shows; null for an unknown token. */
    public synchronized String summary(String token) {
        Pending p = pending.get(token);
        return p == null ? null : p.summary;
    }

    public synchronized void answer(String token, boolean approved) {
        Pending p = pending.get(token);
        if (p != null) {
            p.answer = approved;
        }
    }

    /**
     * The user's answer for this call: TRUE approved, FALSE denied, null when there is none. The token is
     * gone after this, whatever it held; it answers only the caller, request, tool and args it was opened for.
     */
    public synchronized Boolean redeem(String token, ToolCall call, String tool) {
        if (token == null) {
            return null;
        }
        Pending p = pending.remove(token);
        if (p == null || p.answer == null) {
            return null;
        }
        if (p.uid != call.uid() || !p.requestId.equals(call.requestId()) || !p.tool.equals(tool)
                || !p.args.equals(call.rawArgs()) || p.expiresAt < System.currentTimeMillis()) {
            return null;
        }
        return p.answer;
    }
}
