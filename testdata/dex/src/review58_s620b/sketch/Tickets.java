package com.sp;

import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

/** Resume tickets: bound to the caller and the tool; a helper validates, the tool spends. */
final class Tickets {
    static final class Ticket {
        final String token;
        final int uid;
        final String tool;
        volatile boolean approved;

        Ticket(String token, int uid, String tool) {
            this.token = token;
            this.uid = uid;
            this.tool = tool;
        }
    }

    private final ConcurrentHashMap<String, Ticket> open = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Long> audit = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    String issue(int uid, String tool) {
        byte[] b = new byte[24];
        random.nextBytes(b);
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        String token = sb.toString();
        open.put(token, new Ticket(token, uid, tool));
        return token;
    }

    /** The ticket when it is this caller's, for this tool; it stays open. */
    Ticket peek(String token, int uid, String tool) {
        Ticket t = open.get(token);
        if (t == null || t.uid != uid || !t.tool.equals(tool)) {
            return null;
        }
        return t;
    }

    void log(String token) {
        audit.remove(token);
    }

    void spend(String token) {
        open.remove(token);
    }
}
