package com.greenwick.garden.security;

import com.greenwick.garden.cetp.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Remembers a positive verdict of the wrapped verifier for a minute; a negative one is never cached. */
public final class CachingVerifier implements CallerVerifier {
    private static final long TTL_MS = 60L * 1000L;

    private final CallerVerifier inner;
    private final Clock clock;
    private final Map<String, Long> trustedUntil = new ConcurrentHashMap<>();

    public CachingVerifier(CallerVerifier inner, Clock clock) {
        this.inner = inner;
        this.clock = clock;
    }

    @Override
    public boolean trusted(Caller caller) {
        String key = caller.uid + ":" + String.join(",", caller.packages);
        long now = clock.now();
        Long until = trustedUntil.get(key);
        if (until != null && until > now) {
            return true;
        }
        boolean verdict = inner.trusted(caller);
        if (verdict) {
            trustedUntil.put(key, now + TTL_MS);
        } else {
            trustedUntil.remove(key);
        }
        return verdict;
    }
}
