package com.inkwell.remind;

import java.util.HashMap;
import java.util.Map;

/** Reminder actions waiting for the user's answer in ConfirmActivity: resume token -> request. */
public final class ResumeBook {
    private static class Holder {
        static final ResumeBook INSTANCE = new ResumeBook();
    }

    public static ResumeBook get() {
        return Holder.INSTANCE;
    }

    private static final class Pending {
        final int uid;
        final String tool;
        final String argsDigest;
        boolean approved;

        Pending(int uid, String tool, String argsDigest) {
            this.uid = uid;
            this.tool = tool;
            this.argsDigest = argsDigest;
        }
    }

    private final Map<String, Pending> pending = new HashMap<String, Pending>();

    private ResumeBook() {
    }

    synchronized void hold(String token, int uid, String tool, String argsDigest) {
        pending.put(token, new Pending(uid, tool, argsDigest));
    }

    public synchronized void approve(String token) {
        Pending p = pending.get(token);
        if (p != null) {
            p.approved = true;
        }
    }

    public synchronized void deny(String token) {
        pending.remove(token);
    }

    /** Single use: the entry is gone after this, whatever the answer. */
    synchronized boolean redeem(String token, int uid, String tool, String argsDigest) {
        if (token == null) {
            return false;
        }
        Pending p = pending.remove(token);
        return p != null && p.approved && p.uid == uid && p.tool.equals(tool) && p.argsDigest.equals(argsDigest);
    }
}
