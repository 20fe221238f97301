package com.example.r30p1;

import android.content.ContentValues;
import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.util.ArrayMap;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import kotlin.jvm.functions.Function0;

final class JournalExecutor implements CetpMutationExecutor {
    private final ArrayMap<String, CetpProviderResult> recent = new ArrayMap<>();
    private final SQLiteDatabase db;

    JournalExecutor(SQLiteDatabase db) {
        this.db = db;
    }

    @Override
    public synchronized CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        CetpProviderResult seen = recent.get(requestId);
        if (seen != null) {
            return seen;
        }
        ContentValues row = new ContentValues();
        row.put("request_id", requestId);
        if (db.insertWithOnConflict("journal", null, row, SQLiteDatabase.CONFLICT_IGNORE) == -1L) {
            return CetpProviderResult.Companion.ok();
        }
        CetpProviderResult result = mutation.invoke();
        recent.put(requestId, result);
        return result;
    }
}
