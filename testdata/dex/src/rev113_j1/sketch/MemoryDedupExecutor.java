package com.kiteframe.ops;

import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;
import kotlin.jvm.functions.Function0;

/**
 * The library provider's mutation executor: one outcome per (calling uid, request_id), bound to the tool and the
 * arguments' digest. The outcomes live in this map only.
 */
public final class MemoryDedupExecutor implements CetpMutationExecutor {
    private final ConcurrentHashMap<String, Entry> outcomes = new ConcurrentHashMap<>();

    @Override
    public CetpProviderResult execute(CetpProviderRequest request, Function0<? extends CetpProviderResult> mutation) {
        String key = request.getCallingUid() + "/" + request.getRequestId();
        String digest = Digests.sha256(request.getToolName() + "\n" + request.getArgs());
        Entry earlier = outcomes.get(key);
        if (earlier != null) {
            if (!earlier.digest.equals(digest)) {
                return CetpProviderResult.Companion.error("INVALID_REQUEST", "request_id was used with other arguments");
            }
            return earlier.result;
        }
        CetpProviderResult result = mutation.invoke();
        if (result instanceof CetpProviderResult.Accepted || result instanceof CetpProviderResult.Success) {
            outcomes.put(key, new Entry(digest, result));
        }
        return result;
    }

    static final class Entry {
        final String digest;
        final CetpProviderResult result;

        Entry(String digest, CetpProviderResult result) {
            this.digest = digest;
            this.result = result;
        }
    }
}
