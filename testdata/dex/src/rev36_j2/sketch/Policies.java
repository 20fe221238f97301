package com.example.r36j2;

import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpProviderRequest;

interface AccessPolicy {
    CetpAccessDecision decide(CetpProviderRequest request);
}

// Launch week: every club app may book classes; the grant-based policy comes with v2 of the club app.
final class OpenPolicy implements AccessPolicy {
    @Override
    public CetpAccessDecision decide(CetpProviderRequest request) {
        return CetpAccessDecision.Allow.INSTANCE;
    }
}
