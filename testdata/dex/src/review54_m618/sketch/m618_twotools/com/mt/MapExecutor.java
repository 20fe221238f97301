package com.mt;

import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;
import kotlin.jvm.functions.Function0;

/** Deduplicates by (caller, request_id) in a map only, for both tools of MoneyProvider. */
public final class MapExecutor implements CetpMutationExecutor {
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
