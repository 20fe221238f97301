package com.tallyhouse.cetp;

import android.os.SystemClock;
import java.util.HashMap;
import java.util.Map;

/** Provider-side confirmations waiting for the user, keyed by resume token. */
public final class Confirmations {
    private final Map<String, Pending> pending = new HashMap<String, Pending>();

    private Confirmations() {
    }

    private static class Holder {
        static final Confirmations INSTANCE = new Confirmations();
    }

    public static Confirmations get() {
        return Holder.INSTANCE;
    }

    public synchronized void open(String token, CallInfo call, String summary, long ttlMs) {
        pending.put(token, new Pending(call.uid, call.requestId, call.tool, call.rawArgs, summary,
                SystemClock.elapsedRealtime() + ttlMs));
    }

    /** What the confirmation screen shows: the provider's own words, not the caller's. */
    public synchronized String summary(String token) {
        Pending p = token == null ? null : pending.get(token);
        return p == null ? null : p.summary;
    }

    public synchronized void decide(String token, boolean approved) {
        Pending p = token == null ? null : pending.get(token);
        if (p != null) {
            p.answer = approved ? 1 : -1;
        }
    }

    /** Spends the call's resume token: removed on first use, whatever it held. */
    public synchronized Pending redeem(CallInfo call) {
        if (call.resumeToken == null) {
            return null;
        }
        Pending p = pending.remove(call.resumeToken);
        if (p == null || !p.matches(call)) {
            return null;
        }
        return p;
    }

    public static final class Pending {
        final int uid;
        final String requestId;
        final String tool;
        final String rawArgs;
        final String summary;
        final long expiresAt;
        int answer;

        Pending(int uid, String requestId, String tool, String rawArgs, String summary, long expiresAt) {
            this.uid = uid;
            this.requestId = requestId;
            this.tool = tool;
            this.rawArgs = rawArgs;
            this.summary = summary;
            this.expiresAt = expiresAt;
        }

        public boolean approved() {
            return answer == 1;
        }

        boolean matches(CallInfo call) {
            return answer != 0
                    && uid == call.uid
                    && requestId.equals(call.requestId)
                    && tool.equals(call.tool)
                    && rawArgs.equals(call.rawArgs)
                    && SystemClock.elapsedRealtime() < expiresAt;
        }
    }
}
