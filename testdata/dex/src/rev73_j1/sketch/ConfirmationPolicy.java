package com.clawseed.cetp.sdk;

public enum ConfirmationPolicy {
    NEVER, PROVIDER_POLICY, ALWAYS
}
