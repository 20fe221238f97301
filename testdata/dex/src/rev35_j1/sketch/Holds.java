package com.example.r35j1;

import android.os.SystemClock;
import java.util.HashMap;
import java.util.Map;

// Resume tokens for renewals and fines awaiting the patron's confirmation.
final class Holds {
    private static final long TTL_MS = 10 * 60 * 1000L;

    private final Map<String, Pending> open = new HashMap<>();
    private int serial;

    synchronized String issue(int uid, String tool, String args) {
        serial++;
        String token = Long.toString(System.currentTimeMillis(), 36) + "-" + serial;
        open.put(token, new Pending(uid, tool, args, SystemClock.elapsedRealtime() + TTL_MS));
        return token;
    }

    synchronized boolean redeem(String token, int uid, String tool, String args) {
        Pending p = open.remove(token);
        return p != null && p.uid == uid && p.tool.equals(tool) && p.args.equals(args)
                && SystemClock.elapsedRealtime() < p.expires;
    }

    private static final class Pending {
        final int uid;
        final String tool;
        final String args;
        final long expires;

        Pending(int uid, String tool, String args, long expires) {
            this.uid = uid;
            this.tool = tool;
            this.args = args;
            this.expires = expires;
        }
    }
}
