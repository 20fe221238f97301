package com.ch;

import android.os.Bundle;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

/** Sessions by token, with the UID that negotiated each. */
final class Sessions {
    private static final Map<String, Integer> OPEN = new HashMap<>();
    private static final SecureRandom RANDOM = new SecureRandom();

    private Sessions() {
    }

    static synchronized String open(int uid) {
        String token = Long.toHexString(RANDOM.nextLong()) + Long.toHexString(RANDOM.nextLong());
        OPEN.put(token, uid);
        return token;
    }

    static synchronized boolean live(String token, int uid) {
        Integer owner = token == null ? null : OPEN.get(token);
        return owner != null && owner == uid;
    }
}

/** Answers NEGOTIATION_REQUIRED unless the request carries a live session of the caller. */
final class SessionCheck implements ToolHost.Interceptor {
    @Override
    public Bundle check(String method, Bundle request, int uid) {
        if (Sessions.live(request.getString("session_token"), uid)) {
            return null;
        }
        Bundle out = new Bundle();
        out.putString("error_code", "NEGOTIATION_REQUIRED");
        return out;
    }
}

/** Refuses arguments over 64 KiB. */
final class SizeCheck implements ToolHost.Interceptor {
    @Override
    public Bundle check(String method, Bundle request, int uid) {
        String args = request.getString("args");
        if (args == null || args.length() <= 65536) {
            return null;
        }
        Bundle out = new Bundle();
        out.putString("error_code", "INVALID_ARGS");
        return out;
    }
}
