package com.tidepool.reef.cetp;

/** The answer of a provider's authorization hook. */
public enum Decision {
    ALLOW,
    DENY
}
