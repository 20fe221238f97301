package com.vr;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Callable;

/** Runs a mutation once per request id. */
final class Ledger {
    private final Map<String, String> done = new HashMap<>();

    synchronized String once(String requestId, Callable<String> work) throws Exception {
        String prior = done.get(requestId);
        if (prior != null) {
            return prior;
        }
        String result = work.call();
        done.put(requestId, result);
        return result;
    }
}
