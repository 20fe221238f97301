package com.example.r34j3;

import android.content.Context;
import android.database.sqlite.SQLiteConstraintException;
import android.database.sqlite.SQLiteDatabase;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import kotlin.jvm.functions.Function0;

// Request ids of album mutations: a PRIMARY KEY row written before the mutation runs.
final class AlbumJournal implements CetpMutationExecutor {
    private final SQLiteDatabase db;

    AlbumJournal(Context context) {
        db = context.openOrCreateDatabase("album_journal.db", 0, null);
        db.execSQL("CREATE TABLE IF NOT EXISTS done (request_id TEXT PRIMARY KEY)");
    }

    @Override
    public CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        try {
            db.execSQL("INSERT INTO done (request_id) VALUES (?)", new Object[] {requestId});
        } catch (SQLiteConstraintException duplicate) {
            return CetpProviderResult.Companion.ok();
        }
        return mutation.invoke();
    }
}
