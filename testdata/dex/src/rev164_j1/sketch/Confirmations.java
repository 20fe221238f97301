package com.tidepool.reef.cetp;

import android.app.PendingIntent;

import java.util.HashMap;
import java.util.Map;

/**
 * Calls held for the user's answer in the app's confirmation screen. One instance per process (the screens and the
 * providers share it); resume tokens are single-use and bound to caller, tool, request id and arguments.
 */
public final class Confirmations {
    public static final long HOLD_MS = 10L * 60L * 1000L;

    /** Builds the resolution PendingIntent that opens the provider's confirmation screen for a token. */
    public interface Prompt {
        PendingIntent intentFor(String resumeToken);
    }

    public static final class Held {
        final int uid;
        final String tool;
        final String requestId;
        final String argsDigest;
        public final String summary;
        final long expiresAt;
        Boolean approved;

        Held(int uid, String tool, String requestId, String argsDigest, String summary, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.requestId = requestId;
            this.argsDigest = argsDigest;
            this.summary = summary;
            this.expiresAt = expiresAt;
        }
    }

    private static final class Holder {
        static final Confirmations INSTANCE = new Confirmations();
    }

    private final Map<String, Held> held = new HashMap<String, Held>();

    private Confirmations() {
    }

    public static Confirmations get() {
        return Holder.INSTANCE;
    }

    /**
     * True when the call may go ahead: its resume token names an approved confirmation of this very call. Otherwise
     * the callback has been answered (USER_ACTION_REQUIRED for a new call, or the resume's error).
     */
    public synchronized boolean confirmed(ToolRequest request, String summary, Prompt prompt,
            ResultCallback callback) {
        long now = System.currentTimeMillis();
        if (request.resumeToken == null) {
            String token = Crypto.mint();
            held.put(token, new Held(request.uid, request.toolName, request.requestId, request.argsDigest(),
                    summary, now + HOLD_MS));
            callback.onConfirmationNeeded("Confirm this in Reefkeeper first.", prompt.intentFor(token), token);
            return false;
        }
        Held h = held.get(request.resumeToken);
        if (h == null || h.expiresAt <= now) {
            held.remove(request.resumeToken);
            callback.onError("INVALID_REQUEST", "The confirmation expired or is unknown.");
            return false;
        }
        if (h.uid != request.uid || !h.tool.equals(request.toolName) || !h.requestId.equals(request.requestId)
                || !h.argsDigest.equals(request.argsDigest())) {
            callback.onError("INVALID_REQUEST", "The confirmation belongs to another call.");
            return false;
        }
        if (h.approved == null) {
            callback.onError("CONFLICT", "The confirmation is still open.");
            return false;
        }
        held.remove(request.resumeToken);
        if (!h.approved.booleanValue()) {
            callback.onError("USER_CANCELLED", "The action was declined.");
            return false;
        }
        return true;
    }

    /** For the confirmation screen: the open question behind a token. */
    public synchronized Held pending(String token) {
        Held h = held.get(token);
        if (h == null || h.approved != null || h.expiresAt <= System.currentTimeMillis()) {
            return null;
        }
        return h;
    }

    public synchronized void answer(String token, boolean approved) {
        Held h = held.get(token);
        if (h != null && h.approved == null) {
            h.approved = Boolean.valueOf(approved);
        }
    }
}
