package com.example.r35j3;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderResult;
import kotlin.jvm.functions.Function0;

// Refill requests and their request_id journal (SQLite, survives restarts).
final class RefillJournal implements CetpMutationExecutor {
    private final SQLiteDatabase db;

    RefillJournal(Context context) {
        db = context.openOrCreateDatabase("refills.db", 0, null);
    }

    @Override
    public synchronized CetpProviderResult execute(Context context, String requestId, Function0<CetpProviderResult> mutation) {
        String stored = lookup(requestId);
        if (stored != null) {
            return CetpProviderResult.Companion.ok(stored);
        }
        CetpProviderResult result = mutation.invoke();
        ContentValues row = new ContentValues();
        row.put("request_id", requestId);
        row.put("result", String.valueOf(result));
        db.insertOrThrow("refill_journal", null, row);
        return result;
    }

    private String lookup(String requestId) {
        Cursor c = db.rawQuery("SELECT result FROM refill_journal WHERE request_id = ?", new String[] {requestId});
        try {
            return c.moveToFirst() ? c.getString(0) : null;
        } finally {
            c.close();
        }
    }

    String list(String ownerPackage) {
        Cursor c = db.rawQuery("SELECT drug, refills_left FROM prescriptions WHERE owner_app = ?", new String[] {ownerPackage});
        try {
            return "{\"count\":" + c.getCount() + "}";
        } finally {
            c.close();
        }
    }

    void requestRefill(String ownerPackage, String argsJson) {
        db.execSQL("INSERT INTO refill_requests(owner_app, args) VALUES (?, ?)", new Object[] {ownerPackage, argsJson});
    }
}
