package com.hearthlink.security;

import com.hearthlink.cetp.Call;
import com.hearthlink.cetp.Keys;
import com.hearthlink.cetp.ToolSpec;
import java.util.List;

/** The usual strategy: every scope the tool declares granted to the calling UID, and the UID within its rate. */
public final class ScopeAuthorizer implements Authorizer {
    private final ScopeChecker scopes;
    private final RateLimiter limiter;

    public ScopeAuthorizer(ScopeChecker scopes, RateLimiter limiter) {
        this.scopes = scopes;
        this.limiter = limiter;
    }

    @Override
    public Decision authorize(Call call, ToolSpec tool) {
        List<String> missing = scopes.missing(call.uid, tool.scopes);
        if (!missing.isEmpty()) {
            return Decision.deny(Keys.E_PERMISSION_DENIED, "Grant " + String.join(", ", missing)
                    + " to this assistant under Settings > Assistant access in Hearthlink", false);
        }
        if (!limiter.tryAcquire(call.uid, tool.name)) {
            return Decision.deny(Keys.E_RATE_LIMITED, "Too many calls of this tool; try again in a minute", true);
        }
        return Decision.ALLOW;
    }
}
