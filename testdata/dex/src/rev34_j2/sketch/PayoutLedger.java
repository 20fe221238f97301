package com.example.r34j2;

import android.content.Context;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.HashMap;
import java.util.Map;
import kotlin.jvm.functions.Function0;

// Cash-outs already paid, by request id, so a retried request is not paid twice.
final class PayoutLedger implements CetpMutationExecutor {
    private final Map<String, CetpProviderResult> paid = new HashMap<>();

    @Override
    public synchronized CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        CetpProviderResult earlier = paid.get(requestId);
        if (earlier != null) {
            return earlier;
        }
        CetpProviderResult result = mutation.invoke();
        paid.put(requestId, result);
        return result;
    }
}
