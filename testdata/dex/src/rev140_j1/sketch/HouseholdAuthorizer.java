package com.hearthlink.security;

import com.hearthlink.cetp.Call;
import com.hearthlink.cetp.ToolSpec;

/**
 * The strategy for running routines: a routine is an automation the household set up in Hearthlink itself, so
 * starting one needs no grant of its own.
 */
public final class HouseholdAuthorizer implements Authorizer {
    @Override
    public Decision authorize(Call call, ToolSpec tool) {
        return Decision.ALLOW;
    }
}
