package com.example.r35j3;

import android.content.Context;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.HashMap;
import java.util.Map;
import kotlin.jvm.functions.Function0;

// Remembers finished record edits so a retried request_id gets the same answer.
final class VisitLedger implements CetpMutationExecutor {
    private final Map<String, CetpProviderResult> done = new HashMap<>();

    @Override
    public CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        synchronized (done) {
            CetpProviderResult previous = done.get(requestId);
            if (previous != null) {
                return previous;
            }
            CetpProviderResult result = mutation.invoke();
            done.put(requestId, result);
            return result;
        }
    }
}
