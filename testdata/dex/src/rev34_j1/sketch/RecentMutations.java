package com.example.r34j1;

import android.content.Context;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;
import kotlin.jvm.functions.Function0;

// One execution per request id: computeIfAbsent runs the mutation at most once.
final class RecentMutations implements CetpMutationExecutor {
    private final ConcurrentHashMap<String, CetpProviderResult> results = new ConcurrentHashMap<>();

    @Override
    public CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        return results.computeIfAbsent(requestId, id -> mutation.invoke());
    }
}
