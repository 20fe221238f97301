package com.example.r30p1;

import android.content.Context;
import android.util.LruCache;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import kotlin.jvm.functions.Function0;

final class MemoExecutor implements CetpMutationExecutor {
    private final LruCache<String, CetpProviderResult> done;

    MemoExecutor(int size) {
        done = new LruCache<>(size);
    }

    @Override
    public synchronized CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        CetpProviderResult seen = done.get(requestId);
        if (seen != null) {
            return seen;
        }
        CetpProviderResult result = mutation.invoke();
        done.put(requestId, result);
        return result;
    }
}
