package com.fridgeshare.fridge;

import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/** FridgeProvider's executor: remembers replies per (caller, request_id) in memory only. */
final class MemoryDedup implements CetpMutationExecutor {
    private final ConcurrentHashMap<String, CetpProviderResult> done = new ConcurrentHashMap<>();

    @Override
    public CetpProviderResult execute(CetpProviderRequest request, Supplier<CetpProviderResult> mutation) {
        String key = request.getCallingUid() + ":" + request.getRequestId();
        CetpProviderResult previous = done.get(key);
        if (previous != null) {
            return previous;
        }
        CetpProviderResult result = mutation.get();
        done.put(key, result);
        return result;
    }
}
