package com.curbpass.permit;

import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/** Deduplicates permit purchases by request_id (kept for the process lifetime). */
final class MemoryLedger implements CetpMutationExecutor {
    private final ConcurrentHashMap<String, CetpProviderResult> results = new ConcurrentHashMap<>();

    @Override
    public CetpProviderResult execute(CetpProviderRequest request, Supplier<CetpProviderResult> mutation) {
        return results.computeIfAbsent(request.getRequestId(), id -> mutation.get());
    }
}
