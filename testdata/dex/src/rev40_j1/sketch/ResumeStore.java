package com.pillpoint.tools;

import com.pillpoint.util.Tokens;
import java.util.concurrent.ConcurrentHashMap;

/** Resume tokens handed out with resolutions: single use, bound to the caller's UID and tool. */
final class ResumeStore {
    static final class Pending {
        final int uid;
        final String tool;
        final long expiresAt;

        Pending(int uid, String tool, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.expiresAt = expiresAt;
        }
    }

    private final ConcurrentHashMap<String, Pending> open = new ConcurrentHashMap<>();

    String issue(int uid, String tool) {
        String token = Tokens.next();
        open.put(token, new Pending(uid, tool, System.currentTimeMillis() + 600_000L));
        return token;
    }

    boolean take(String token, int uid, String tool) {
        Pending p = open.remove(token);
        return p != null && p.uid == uid && p.tool.equals(tool) && p.expiresAt > System.currentTimeMillis();
    }
}
