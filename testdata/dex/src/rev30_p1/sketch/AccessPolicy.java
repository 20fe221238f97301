package com.example.r30p1;

import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpProviderRequest;

interface AccessPolicy {
    CetpAccessDecision check(CetpProviderRequest request);
}
