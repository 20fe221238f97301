package com.tallyworks.stockroom.inventory;

import android.content.Context;
import android.util.Log;

/** Redacted audit lines for every inventory tool call (§7.2): caller, method, tool, request id, outcome. */
final class AuditTrail {
    private static final String TAG = "StockroomAudit";

    private final Context context;

    AuditTrail(Context context) {
        this.context = context;
    }

    void record(int uid, String method, String tool, String requestId, String outcome) {
        String[] packages = context.getPackageManager().getPackagesForUid(uid);
        String caller = packages != null && packages.length > 0 ? packages[0] : "uid:" + uid;
        Log.i(TAG, caller + " " + method + (tool != null ? " " + tool : "")
                + " request=" + (requestId != null ? requestId : "-") + " -> " + outcome);
    }
}
