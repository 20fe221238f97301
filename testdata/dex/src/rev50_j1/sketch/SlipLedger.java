package com.tripslip.slips;

import android.content.ContentValues;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.tripslip.data.TripDb;
import java.util.HashMap;
import java.util.function.Supplier;
import org.json.JSONException;
import org.json.JSONObject;

/** Runs each slip mutation once per (caller, request_id): outcomes are kept in the ledger table. */
final class SlipLedger implements CetpMutationExecutor {
    private final TripDb db;
    private final HashMap<String, CetpProviderResult> recent = new HashMap<>();

    SlipLedger(TripDb db) {
        this.db = db;
    }

    @Override
    public CetpProviderResult execute(CetpProviderRequest request, Supplier<CetpProviderResult> mutation) {
        String key = request.getCallingUid() + ":" + request.getRequestId();
        synchronized (this) {
            CetpProviderResult cached = recent.get(key);
            if (cached != null) {
                return cached;
            }
            JSONObject stored = db.row("SELECT outcome FROM ledger WHERE request_key = ?", key);
            if (stored.has("outcome")) {
                try {
                    return CetpProviderResult.success(new JSONObject(stored.optString("outcome")));
                } catch (JSONException e) {
                    return CetpProviderResult.error("INTERNAL_ERROR", "stored outcome is unreadable");
                }
            }
            CetpProviderResult result = mutation.get();
            if (result.isSuccess()) {
                ContentValues values = new ContentValues();
                values.put("request_key", key);
                values.put("tool", request.getToolName());
                values.put("outcome", String.valueOf(result.getValue()));
                db.insert("ledger", values);
                recent.put(key, result);
            }
            return result;
        }
    }
}
