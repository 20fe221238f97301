package com.fridgeshare.pickup;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.fridgeshare.data.FridgeDb;
import java.util.function.Supplier;
import org.json.JSONException;
import org.json.JSONObject;

/** PickupProvider's executor: one ledger row per (caller, request_id), kept in SQLite. */
final class SqlLedger implements CetpMutationExecutor {
    private final FridgeDb db;

    SqlLedger(FridgeDb db) {
        this.db = db;
    }

    @Override
    public CetpProviderResult execute(CetpProviderRequest request, Supplier<CetpProviderResult> mutation) {
        SQLiteDatabase sql = db.getWritableDatabase();
        String uid = String.valueOf(request.getCallingUid());
        try (Cursor c = sql.rawQuery("SELECT reply FROM ledger WHERE uid = ? AND request_id = ?",
                new String[] {uid, request.getRequestId()})) {
            if (c.moveToFirst()) {
                return CetpProviderResult.success(new JSONObject(c.getString(0)));
            }
        } catch (JSONException e) {
            return CetpProviderResult.error("INTERNAL_ERROR", "ledger entry unreadable");
        }
        CetpProviderResult result = mutation.get();
        if (result.isSuccess()) {
            ContentValues row = new ContentValues();
            row.put("uid", uid);
            row.put("request_id", request.getRequestId());
            row.put("reply", String.valueOf(result.getValue()));
            sql.insert("ledger", null, row);
        }
        return result;
    }
}
