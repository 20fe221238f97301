package com.mx;

import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;
import kotlin.jvm.functions.Function0;

/**
 * One map-only executor class for both providers (a shared app component).
 * retried transfer fails its insert instead of running twice. Expected: no CETP618.
 */
public final class SharedExecutor implements CetpMutationExecutor {
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
