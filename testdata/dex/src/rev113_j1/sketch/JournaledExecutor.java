package com.kiteframe.ops;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.kiteframe.data.KiteDb;
import java.util.concurrent.ConcurrentHashMap;
import kotlin.jvm.functions.Function0;

/**
 * The sync provider's mutation executor: the request is reserved in the journal table (primary key: calling uid and
 * request_id) before the mutation runs, and the operation it started is written beside it; the map only spares a
 * database read for a retry arriving while the process lives.
 */
public final class JournaledExecutor implements CetpMutationExecutor {
    private final KiteDb db;
    private final ConcurrentHashMap<String, CetpProviderResult> recent = new ConcurrentHashMap<>();

    public JournaledExecutor(KiteDb db) {
        this.db = db;
    }

    @Override
    public CetpProviderResult execute(CetpProviderRequest request, Function0<? extends CetpProviderResult> mutation) {
        String key = request.getCallingUid() + "/" + request.getRequestId();
        String digest = Digests.sha256(request.getToolName() + "\n" + request.getArgs());
        CetpProviderResult cached = recent.get(key + "#" + digest);
        if (cached != null) {
            return cached;
        }
        SQLiteDatabase w = db.getWritableDatabase();
        ContentValues row = new ContentValues();
        row.put("request_key", key);
        row.put("tool", request.getToolName());
        row.put("args_sha256", digest);
        if (w.insert("journal", null, row) == -1L) {
            return replay(key, digest);
        }
        CetpProviderResult result = mutation.invoke();
        if (result instanceof CetpProviderResult.Accepted) {
            ContentValues done = new ContentValues();
            done.put("operation_id", ((CetpProviderResult.Accepted) result).getOperationId());
            w.update("journal", done, "request_key = ?", new String[] {key});
            recent.put(key + "#" + digest, result);
        } else {
            // nothing started (a resolution, a refusal): the same request_id may come back and run
            w.delete("journal", "request_key = ?", new String[] {key});
        }
        return result;
    }

    private CetpProviderResult replay(String key, String digest) {
        Cursor c = db.getReadableDatabase().query("journal", new String[] {"args_sha256", "operation_id"},
                "request_key = ?", new String[] {key}, null, null, null);
        try {
            if (!c.moveToFirst() || !digest.equals(c.getString(0))) {
                return CetpProviderResult.Companion.error("INVALID_REQUEST", "request_id was used with other arguments");
            }
            String operationId = c.getString(1);
            if (operationId == null) {
                return CetpProviderResult.Companion.error("CONFLICT", "the first call with this request_id is still running");
            }
            return CetpProviderResult.Companion.accepted(operationId, 1000L);
        } finally {
            c.close();
        }
    }
}
