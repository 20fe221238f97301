package com.ae.cetp;

/** Runs a mutating tool once per request id. */
public interface MutationExecutor {
    String run(String requestId, String tool);
}
