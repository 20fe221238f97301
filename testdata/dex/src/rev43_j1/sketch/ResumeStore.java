package com.gridnote.tools;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;

/** Resume tokens: single use, bound to the caller's UID and the tool, ten minutes. */
public final class ResumeStore {
    private final ConcurrentHashMap<String, Pending> pending = new ConcurrentHashMap<>();

    public void put(String token, int uid, String tool) {
        pending.put(token, new Pending(uid, tool, Instant.now().plus(Duration.ofMinutes(10))));
    }

    public boolean take(String token, int uid, String tool) {
        if (token == null) {
            return false;
        }
        Pending p = pending.remove(token);
        return p != null && p.uid == uid && p.tool.equals(tool) && Instant.now().isBefore(p.expires);
    }

    static final class Pending {
        final int uid;
        final String tool;
        final Instant expires;

        Pending(int uid, String tool, Instant expires) {
            this.uid = uid;
            this.tool = tool;
            this.expires = expires;
        }
    }
}
