package com.mx;

import android.content.ContentValues;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;
import kotlin.jvm.functions.Function0;

/**
 * The same map, in front of a reservation row the executor writes itself before the mutation runs: the map only
 * spares a database read. Expected: no CETP618.
 */
public final class ReservingExecutor implements CetpMutationExecutor {
    private final ConcurrentHashMap<String, CetpProviderResult> done = new ConcurrentHashMap<>();
    private final Db db;

    public ReservingExecutor(Db db) {
        this.db = db;
    }

    @Override
    public CetpProviderResult execute(CetpProviderRequest request, Function0<? extends CetpProviderResult> mutation) {
        String key = request.getCallingUid() + ":" + request.getRequestId();
        CetpProviderResult earlier = done.get(key);
        if (earlier != null) {
            return earlier;
        }
        ContentValues row = new ContentValues();
        row.put("key", key);
        row.put("digest", String.valueOf(request.getArgs()));
        if (db.getWritableDatabase().insert("reservations", null, row) == -1L) {
            return CetpProviderResult.Companion.error("CONFLICT", "this request is already running or done");
        }
        CetpProviderResult result = mutation.invoke();
        done.put(key, result);
        return result;
    }
}
