package com.inkwell.notes;

import java.util.HashMap;
import java.util.Map;

/** Deletes waiting for the user's answer in ConfirmActivity: resume token -> request. */
public final class PendingDeletes {
    static final class Entry {
        final long noteId;
        final int uid;
        final String argsDigest;
        boolean approved;

        Entry(long noteId, int uid, String argsDigest) {
            this.noteId = noteId;
            this.uid = uid;
            this.argsDigest = argsDigest;
        }
    }

    private static final PendingDeletes INSTANCE = new PendingDeletes();

    public static PendingDeletes get() {
        return INSTANCE;
    }

    private final Map<String, Entry> entries = new HashMap<String, Entry>();

    synchronized void hold(String token, long noteId, int uid, String argsDigest) {
        entries.put(token, new Entry(noteId, uid, argsDigest));
    }

    public synchronized void approve(String token) {
        Entry e = entries.get(token);
        if (e != null) {
            e.approved = true;
        }
    }

    public synchronized void deny(String token) {
        entries.remove(token);
    }

    /** The approved request that a resume token stands for, or null. */
    synchronized Entry approved(String token) {
        Entry e = entries.get(token);
        return e != null && e.approved ? e : null;
    }
}
