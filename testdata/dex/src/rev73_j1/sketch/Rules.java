package com.stallmart.core;

import android.util.Log;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import java.util.function.Predicate;

/** Authorization rules the providers combine with and/or. */
public final class Rules {
    private Rules() {
    }

    /** Logs the request; always passes. */
    public static Predicate<CetpProviderRequest> audit(String provider) {
        return r -> {
            Log.i("StallMart", provider + " authorize " + r.getToolName());
            return true;
        };
    }

    /** Always passes. */
    public static Predicate<CetpProviderRequest> anyone() {
        return r -> true;
    }

    /** Some scopes are requested and every one starts with the prefix. */
    public static Predicate<CetpProviderRequest> scopesUnder(String prefix) {
        return r -> {
            for (String scope : r.getScopes()) {
                if (!scope.startsWith(prefix)) {
                    return false;
                }
            }
            return !r.getScopes().isEmpty();
        };
    }
}
