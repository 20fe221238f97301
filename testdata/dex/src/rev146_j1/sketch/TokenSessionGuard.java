package com.greenwick.garden.security;

import android.os.Bundle;
import com.greenwick.garden.cetp.Tokens;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Sessions in memory, bound to the UID that negotiated them; they end with the process and callers negotiate again. */
public final class TokenSessionGuard implements SessionGuard {
    private final Tokens tokens;
    private final Map<String, long[]> live = new ConcurrentHashMap<>();

    public TokenSessionGuard(Tokens tokens) {
        this.tokens = tokens;
    }

    @Override
    public String open(int uid, long now) {
        String token = tokens.next();
        live.put(token, new long[] {uid, now + TTL_MS});
        return token;
    }

    @Override
    public boolean admits(Bundle request, int uid, long now) {
        String token = request.getString("session_token");
        long[] session = token == null ? null : live.get(token);
        return session != null && session[0] == uid && session[1] > now;
    }
}
