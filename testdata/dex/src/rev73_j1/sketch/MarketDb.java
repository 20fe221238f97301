package com.stallmart.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import org.json.JSONException;
import org.json.JSONObject;

/** The market's tables: stalls, bookings, payouts, reports, map_views and the mutation ledger. */
public final class MarketDb extends SQLiteOpenHelper {
    public MarketDb(Context context) {
        super(context, "market.db", null, 1);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE ledger (ledger_key TEXT PRIMARY KEY, tool TEXT, outcome TEXT)");
        db.execSQL("CREATE TABLE bookings (booking_id INTEGER PRIMARY KEY, stall_id TEXT, vendor_uid INTEGER)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
    }

    public long book(String stall, int uid) {
        ContentValues row = new ContentValues();
        row.put("stall_id", stall);
        row.put("vendor_uid", uid);
        return getWritableDatabase().insert("bookings", null, row);
    }

    public long payout(int uid, long cents) {
        ContentValues row = new ContentValues();
        row.put("vendor_uid", uid);
        row.put("amount_cents", cents);
        return getWritableDatabase().insert("payouts", null, row);
    }

    public JSONObject outcome(String key) {
        Cursor c = getReadableDatabase().rawQuery("SELECT outcome FROM ledger WHERE ledger_key = ?",
                new String[] {key});
        String saved = c.moveToFirst() ? c.getString(0) : null;
        c.close();
        if (saved == null) {
            return null;
        }
        try {
            return new JSONObject(saved);
        } catch (JSONException e) {
            return new JSONObject();
        }
    }

    public void record(String key, String tool, String outcome) {
        ContentValues row = new ContentValues();
        row.put("ledger_key", key);
        row.put("tool", tool);
        row.put("outcome", outcome);
        getWritableDatabase().insert("ledger", null, row);
    }
}
