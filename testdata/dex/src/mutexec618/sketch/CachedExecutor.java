package com.mx;

import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;
import kotlin.jvm.functions.Function0;

/**
 * Deduplicates by (caller, request_id) in a map only. The mutation it runs writes the notes table — with the
 * request id in a column nothing reads it by — so after a restart a retried add_note inserts a second row.
 * Expected: CETP618 at line 15 (the map's field, made in the constructor).
 */
public final class CachedExecutor implements CetpMutationExecutor {
    private final ConcurrentHashMap<String, CetpProviderResult> done = new ConcurrentHashMap<>();

    @Override
    public CetpProviderResult execute(CetpProviderRequest request, Function0<? extends CetpProviderResult> mutation) {
        String key = request.getCallingUid() + ":" + request.getRequestId();
        CetpProviderResult earlier = done.get(key);
        if (earlier != null) {
            return earlier;
        }
        CetpProviderResult result = mutation.invoke();
        done.put(key, result);
        return result;
    }
}
