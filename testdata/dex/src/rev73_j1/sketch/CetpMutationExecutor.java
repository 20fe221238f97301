package com.clawseed.cetp.sdk;

import java.util.function.Supplier;

/** Runs a mutating tool at most once per (caller, request_id); the app makes it durable. */
public interface CetpMutationExecutor {
    CetpProviderResult execute(CetpProviderRequest request, Supplier<CetpProviderResult> mutation);
}
