package com.am;

import android.os.Binder;
import android.os.Bundle;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * complete_column starts a bulk job whose operation id the provider makes itself; its worker looks the id up
 * to see whether it was cancelled (no CETP620: no Consumer's id). get_operation answers the Consumer's
 * operation_id by that id alone, without the UID stored beside it (CETP620).
 */
public final class JobsProvider extends Base {
    private final ExecutorService worker = Executors.newSingleThreadExecutor();
    private OpStore store;

    @Override
    public boolean onCreate() {
        store = new OpStore(getContext().getSharedPreferences("ops", 0));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (extras == null) {
            return null;
        }
        Bundle out = new Bundle();
        if ("get_operation".equals(method)) {
            Query query = new Query(extras.getString("operation_id"));
            out.putString("state", store.status(query.operationId));
            return out;
        }
        if ("execute_tool".equals(method) && "complete_column".equals(extras.getString("tool_name"))) {
            Job job = new Job("op_" + Tokens.random(12), extras.getString("column"));
            store.start(job.operationId, uid);
            worker.execute(() -> run(job));
            out.putString("operation_id", job.operationId);
        }
        return out;
    }

    private void run(Job job) {
        for (int i = 0; i < 100; i++) {
            if (store.cancelRequested(job.operationId)) {
                return;
            }
        }
    }
}
