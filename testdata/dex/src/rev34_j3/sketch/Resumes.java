package com.example.r34j3;

import android.os.SystemClock;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

final class Resumes {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Grant> open = new HashMap<>();

    synchronized String issue(int uid, String tool, String args) {
        byte[] raw = new byte[24];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        open.put(token, new Grant(uid, tool, args, SystemClock.elapsedRealtime() + 600_000L));
        return token;
    }

    synchronized boolean redeem(String token, int uid, String tool, String args) {
        Grant g = open.remove(token);
        return g != null && g.matches(uid, tool, args) && SystemClock.elapsedRealtime() < g.expiresAt;
    }

    static final class Grant {
        final int uid;
        final String tool;
        final String args;
        final long expiresAt;

        Grant(int uid, String tool, String args, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.args = args;
            this.expiresAt = expiresAt;
        }

        boolean matches(int callerUid, String callerTool, String callerArgs) {
            return uid == callerUid && tool.equals(callerTool) && args.equals(callerArgs);
        }
    }
}
