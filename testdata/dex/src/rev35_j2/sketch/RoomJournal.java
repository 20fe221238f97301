package com.example.r35j2;

import android.content.Context;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import kotlin.jvm.functions.Function0;

// Durable request_id journal for the room tools: a restart replays the stored outcome.
final class RoomJournal implements CetpMutationExecutor {
    private final Store store;

    RoomJournal(Store store) {
        this.store = store;
    }

    @Override
    public synchronized CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        String stored = store.first("SELECT result FROM journal WHERE request_id = ?", requestId);
        if (stored != null) {
            return CetpProviderResult.Companion.ok(stored);
        }
        CetpProviderResult result = mutation.invoke();
        store.exec("INSERT INTO journal(request_id, result) VALUES (?, ?)", requestId, String.valueOf(result));
        return result;
    }
}
