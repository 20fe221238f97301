package com.pillpoint.data;

import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** Pickup queue of one pharmacy branch. */
public final class PickupDb {
    private final SQLiteDatabase db;

    public PickupDb(Context ctx) {
        db = ctx.openOrCreateDatabase("pickups.db", Context.MODE_PRIVATE, null);
    }

    public String state(String rxNo) {
        try (Cursor c = db.rawQuery("SELECT state FROM pickups WHERE rx_no = '" + rxNo + "'", null)) {
            return c.moveToFirst() ? "{\"state\":\"" + c.getString(0) + "\"}" : "{\"state\":null}";
        }
    }

    public String history(String storeId, int uid) {
        try (Cursor c = db.rawQuery("SELECT rx_no FROM pickups WHERE store_id = ? AND uid = ?",
                new String[] {storeId, String.valueOf(uid)})) {
            return "{\"pickups\":" + c.getCount() + "}";
        }
    }

    public void subscribe(String rxNo, int uid) {
        db.execSQL("INSERT INTO alerts(rx_no, uid) VALUES (?, ?)", new Object[] {rxNo, uid});
    }

    public void remind(String rxNo, int uid) {
        db.execSQL("INSERT INTO reminders(rx_no, uid) VALUES (?, ?)", new Object[] {rxNo, uid});
    }

    public void cancel(String rxNo, String by) {
        db.execSQL("UPDATE pickups SET state = 'cancelled', changed_by = ? WHERE rx_no = ?", new Object[] {by, rxNo});
    }

    public void reschedule(String rxNo, int day, String by) {
        db.execSQL("UPDATE pickups SET day = ?, changed_by = ? WHERE rx_no = ?", new Object[] {day, by, rxNo});
    }
}
