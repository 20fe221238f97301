package com.shelfcity.core;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Resume tokens: bound to the caller's UID, single use. */
public final class ResumeTokens {
    private static final Map<String, Integer> PENDING = new ConcurrentHashMap<>();

    private ResumeTokens() {}

    public static String issue(CallerInfo caller) {
        String token = Tokens.fresh();
        PENDING.put(token, caller.uid);
        return token;
    }

    public static boolean redeem(CallerInfo caller) {
        if (caller.resumeToken == null) {
            return false;
        }
        Integer who = PENDING.remove(caller.resumeToken);
        return who != null && who == caller.uid;
    }
}
