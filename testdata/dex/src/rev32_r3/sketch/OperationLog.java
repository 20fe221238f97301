package com.quillnote.sync;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

/** Notebook-wide jobs; the job runner (not in this slice) persists them in its own database. */
final class OperationLog {
    static final class Op {
        final int owner;
        final String what;
        volatile String state = "queued";

        Op(int owner, String what) {
            this.owner = owner;
            this.what = what;
        }
    }

    private final SecureRandom rng = new SecureRandom();
    private final ConcurrentHashMap<String, Op> ops = new ConcurrentHashMap<>();

    String start(int uid, String what) {
        byte[] raw = new byte[16];
        rng.nextBytes(raw);
        String id = "op_" + Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        ops.put(id, new Op(uid, what));
        return id;
    }

    Op find(String id) {
        return id == null ? null : ops.get(id);
    }
}
