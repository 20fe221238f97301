package app.shoebox.core;

import android.os.Bundle;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;

/** Sessions (token to the UID that negotiated it) and the deadline test of the v2 envelope. */
public final class Gate {
    private final ConcurrentHashMap<String, Integer> sessions = new ConcurrentHashMap<>();

    public String open(int uid) {
        String token = Tokens.join("st", Tokens.secure(24));
        sessions.put(token, uid);
        return token;
    }

    public boolean admits(Bundle req, int uid) {
        String token = req.getString("session_token");
        return token != null && sessions.getOrDefault(token, -1) == uid;
    }

    public static boolean expired(Bundle req) {
        Instant deadline = Instant.ofEpochMilli(req.getLong("deadline_at_ms", 0L));
        return !deadline.isAfter(Instant.now());
    }
}
