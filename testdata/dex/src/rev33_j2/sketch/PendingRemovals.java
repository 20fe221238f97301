package com.example.r33j2;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

// Payee removals waiting for the user's approval.
final class PendingRemovals {
    private static final Map<String, Pending> OPEN = new HashMap<>();

    private PendingRemovals() {
    }

    static synchronized String issue(int uid, String args) {
        String token = UUID.nameUUIDFromBytes((uid + ":" + System.currentTimeMillis()).getBytes(StandardCharsets.UTF_8)).toString();
        OPEN.put(token, new Pending(uid, args));
        return token;
    }

    static synchronized String take(String token) {
        Pending p = OPEN.remove(token);
        return p == null ? null : p.args;
    }

    static final class Pending {
        final int uid;
        final String args;

        Pending(int uid, String args) {
            this.uid = uid;
            this.args = args;
        }
    }
}
