package com.halyard.vault.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.halyard.vault.ui.ConfirmActivity;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Provider-side confirmation of the tools that need it: a resume token bound to the caller, provider, tool, request
 * and args digest, answered in ConfirmActivity, redeemed once.
 */
public final class Confirmations {
    private static final long TTL_MS = 10L * 60L * 1000L;
    /** Process-wide: both providers file here and ConfirmActivity answers here. Keyed by the token's SHA-256. */
    private static final Map<String, Pending> PENDING = new ConcurrentHashMap<>();

    private final Context context;
    private final String providerId;

    public Confirmations(Context context, String providerId) {
        this.context = context;
        this.providerId = providerId;
    }

    /** Null when the call may go on; otherwise the response to give. */
    public Bundle require(Caller caller, Call call, String summary) {
        if (call.resumeToken == null) {
            String token = Digests.randomToken(32);
            String key = Digests.sha256(token);
            PENDING.put(key, new Pending(caller.uid, providerId, call.spec.name, call.requestId, call.argsDigest(),
                    summary, System.currentTimeMillis() + TTL_MS));
            Intent intent = new Intent(context, ConfirmActivity.class).putExtra(ConfirmActivity.EXTRA_KEY, key);
            PendingIntent resolution = PendingIntent.getActivity(context, key.hashCode(), intent,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.confirm(call.requestId, summary + ": confirm it in Halyard Vault", resolution, token);
        }
        String key = Digests.sha256(call.resumeToken);
        Pending pending = PENDING.get(key);
        if (pending == null || pending.uid != caller.uid || !pending.providerId.equals(providerId)
                || !pending.tool.equals(call.spec.name) || !pending.requestId.equals(call.requestId)
                || !pending.argsDigest.equals(call.argsDigest())
                || pending.expiresAt <= System.currentTimeMillis()) {
            return Replies.error(call.requestId, "INVALID_REQUEST", "The resume_token does not match this call", false);
        }
        Boolean answer = pending.answer;
        if (answer == null) {
            return Replies.error(call.requestId, "CONFLICT", "The confirmation has not been answered yet", true);
        }
        PENDING.remove(key);
        if (!answer) {
            return Replies.error(call.requestId, "USER_CANCELLED", "The request was declined in Halyard Vault", false);
        }
        return null;
    }

    /** What ConfirmActivity shows, or null for a gone, expired or answered confirmation. */
    public static String summaryOf(String key) {
        Pending pending = PENDING.get(key);
        if (pending == null || pending.answer != null || pending.expiresAt <= System.currentTimeMillis()) {
            return null;
        }
        return pending.summary;
    }

    public static boolean answer(String key, boolean approved) {
        Pending pending = PENDING.get(key);
        if (pending == null || pending.answer != null) {
            return false;
        }
        pending.answer = approved;
        return true;
    }

    static final class Pending {
        final int uid;
        final String providerId;
        final String tool;
        final String requestId;
        final String argsDigest;
        final String summary;
        final long expiresAt;
        volatile Boolean answer;

        Pending(int uid, String providerId, String tool, String requestId, String argsDigest, String summary,
                long expiresAt) {
            this.uid = uid;
            this.providerId = providerId;
            this.tool = tool;
            this.requestId = requestId;
            this.argsDigest = argsDigest;
            this.summary = summary;
            this.expiresAt = expiresAt;
        }
    }
}
