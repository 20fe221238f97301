package com.example.r36j1;

import android.content.Context;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;
import kotlin.jvm.functions.Function0;

// Deduplicates drop-off mutations by request_id.
final class DropoffLedger implements CetpMutationExecutor {
    private final ConcurrentHashMap<String, CetpProviderResult> done = new ConcurrentHashMap<>();

    @Override
    public CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        return done.computeIfAbsent(requestId, id -> mutation.invoke());
    }
}
