package com.ledgerly.pay.tools;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

/** Resume tokens handed out with USER_ACTION_REQUIRED, bound to the UID they were issued to. */
final class ResumeTokens {
    private final SecureRandom rng = new SecureRandom();
    private final ConcurrentHashMap<String, Integer> open = new ConcurrentHashMap<>();

    String issue(int uid) {
        byte[] raw = new byte[18];
        rng.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP);
        open.put(token, uid);
        return token;
    }

    /** Single use: the token is gone after this call, whatever the answer. */
    boolean consume(String token, int uid) {
        Integer owner = open.remove(token);
        return owner != null && owner == uid;
    }

    /** Kept for retries after a dropped Binder call: the same approval may be presented again. */
    boolean isApproved(String token, int uid) {
        Integer owner = open.get(token);
        return owner != null && owner == uid;
    }
}
