package com.quirewell.cetp;

import android.os.Bundle;

/** What the registry keeps for a tool name; the provider calls it through its guard proxy. */
public interface Tool {
    Bundle run(Invocation inv) throws Exception;

    default String label() {
        return getClass().getSimpleName();
    }
}
