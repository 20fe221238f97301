package com.stallmart.data;

import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.function.Supplier;
import org.json.JSONObject;

/** StallProvider's mutation executor: one ledger row per (caller, request_id), in SQLite. */
public final class StallLedger implements CetpMutationExecutor {
    private final MarketDb db;

    public StallLedger(MarketDb db) {
        this.db = db;
    }

    @Override
    public synchronized CetpProviderResult execute(CetpProviderRequest request,
            Supplier<CetpProviderResult> mutation) {
        String key = request.getCallingUid() + ":" + request.getRequestId();
        JSONObject done = db.outcome(key);
        if (done != null) {
            return CetpProviderResult.success(done);
        }
        CetpProviderResult result = mutation.get();
        if (result.isSuccess()) {
            db.record(key, request.getToolName(), String.valueOf(result.getValue()));
        }
        return result;
    }
}
