package com.stallmart.payouts;

import android.util.Log;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.function.Supplier;

/** PayoutProvider's mutation executor: logs and runs every call. */
final class DirectExecutor implements CetpMutationExecutor {
    @Override
    public CetpProviderResult execute(CetpProviderRequest request, Supplier<CetpProviderResult> mutation) {
        Log.d("StallMart", "payout mutation " + request.getRequestId());
        return mutation.get();
    }
}
