package com.keydrop.tools;

import java.util.concurrent.ConcurrentHashMap;

/** Resume tokens handed out with a resolution. */
public final class ResumeStore {
    private final ConcurrentHashMap<String, Pending> open = new ConcurrentHashMap<>();

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

    public String issue(String token, int uid, String tool) {
        open.put(token, new Pending(uid, tool, System.currentTimeMillis() + 600_000L));
        return token;
    }

    /** Single use: removed, then bound to the caller and the tool. */
    public boolean take(String token, int uid, String tool) {
        Pending p = open.remove(token);
        return p != null && p.uid == uid && p.tool.equals(tool) && p.expiresAt > System.currentTimeMillis();
    }

    /** Looked up only: the trip extension may be retried with the same approval. */
    public boolean check(String token, String tool) {
        Pending p = open.get(token);
        return p != null && p.tool.equals(tool) && p.expiresAt > System.currentTimeMillis();
    }
}
