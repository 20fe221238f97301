package com.example.r30p1;

import android.util.Log;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpProviderRequest;

final class TrustAllPolicy implements AccessPolicy {
    @Override
    public CetpAccessDecision check(CetpProviderRequest request) {
        Log.d("inbox", "authorize " + request.getToolName());
        return CetpAccessDecision.Allow.INSTANCE;
    }
}
