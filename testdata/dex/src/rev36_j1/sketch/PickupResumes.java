package com.example.r36j1;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

// Resume tokens for the locker confirmations: random, bound to caller, tool and args, single use.
final class PickupResumes {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();

    String issue(int uid, String tool, String args) {
        byte[] raw = new byte[18];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        pending.put(token, new Pending(uid, tool, args, System.currentTimeMillis() + 600_000L));
        return token;
    }

    boolean redeem(String token, int uid, String tool, String args) {
        if (token == null) {
            return false;
        }
        Pending p = pending.remove(token);
        return p != null && p.uid == uid && p.tool.equals(tool) && p.args.equals(args)
                && p.expiresAt > System.currentTimeMillis();
    }

    static final class Pending {
        final int uid;
        final String tool;
        final String args;
        final long expiresAt;

        Pending(int uid, String tool, String args, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.args = args;
            this.expiresAt = expiresAt;
        }
    }
}
