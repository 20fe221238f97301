package com.bj;

import android.content.ContentValues;
import com.bj.cetp.CetpV2ContentProvider;
import org.json.JSONObject;

/** Runs each mutation once per request_id, recorded in the tasks database's ledger table. */
final class LedgerExecutor implements CetpV2ContentProvider.MutationExecutor {
    private final TasksProvider provider;

    LedgerExecutor(TasksProvider provider) {
        this.provider = provider;
    }

    @Override
    public String execute(String requestId, String tool, JSONObject args) {
        ContentValues row = new ContentValues();
        row.put("request_id", requestId);
        if (provider.db().insert("ledger", null, row) < 0) {
            return "duplicate";
        }
        return provider.run(tool, args);
    }
}
