package com.keydrop.tools;

import com.keydrop.util.Tokens;
import java.util.concurrent.ConcurrentHashMap;

/** Negotiated sessions: token -> the UID that negotiated it. */
public final class Sessions {
    private static final ConcurrentHashMap<String, Integer> OWNERS = new ConcurrentHashMap<>();

    private Sessions() {}

    public static String open(int uid) {
        String token = Tokens.secure();
        OWNERS.put(token, uid);
        return token;
    }

    public static boolean valid(String token, int uid) {
        if (token == null) return false;
        Integer owner = OWNERS.get(token);
        return owner != null && owner == uid;
    }
}
