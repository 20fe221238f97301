package com.example.r33j1;

import android.content.ContentValues;
import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import kotlin.jvm.functions.Function0;

// Request ids of executed mutations, kept in SQLite with the mutation's effect.
final class DoseJournal implements CetpMutationExecutor {
    private final Context app;

    DoseJournal(Context context) {
        this.app = context.getApplicationContext();
    }

    @Override
    public CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        SQLiteDatabase db = app.openOrCreateDatabase("journal.db", 0, null);
        db.execSQL("CREATE TABLE IF NOT EXISTS done (request_id TEXT PRIMARY KEY)");
        db.beginTransaction();
        try {
            ContentValues row = new ContentValues();
            row.put("request_id", requestId);
            if (db.insertWithOnConflict("done", null, row, SQLiteDatabase.CONFLICT_IGNORE) == -1L) {
                return CetpProviderResult.Companion.ok();
            }
            CetpProviderResult result = mutation.invoke();
            db.setTransactionSuccessful();
            return result;
        } finally {
            db.endTransaction();
        }
    }
}
