package com.example.r30p1;

import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import java.util.Set;

final class ScopePolicy implements AccessPolicy {
    private final Set<String> granted;

    ScopePolicy(Set<String> granted) {
        this.granted = granted;
    }

    @Override
    public CetpAccessDecision check(CetpProviderRequest request) {
        if (!granted.containsAll(request.getScopes())) {
            return CetpAccessDecision.Deny.INSTANCE;
        }
        return CetpAccessDecision.Allow.INSTANCE;
    }
}
