package com.example.r33j1;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.util.Log;

final class Prescriptions {
    private static Prescriptions instance;
    private final SQLiteDatabase db;

    private Prescriptions(SQLiteDatabase db) {
        this.db = db;
    }

    static synchronized Prescriptions get(Context context) {
        if (instance == null) {
            instance = new Prescriptions(context.openOrCreateDatabase("rx.db", 0, null));
        }
        return instance;
    }

    String listJson() {
        StringBuilder out = new StringBuilder("[");
        Cursor c = db.rawQuery("SELECT rx_number, drug, refills_left FROM prescriptions WHERE active = 1", null);
        try {
            while (c.moveToNext()) {
                if (out.length() > 1) {
                    out.append(',');
                }
                out.append("{\"rx_number\":\"").append(c.getString(0)).append("\",\"drug\":\"").append(c.getString(1))
                        .append("\",\"refills_left\":").append(c.getInt(2)).append('}');
            }
        } finally {
            c.close();
        }
        Log.d("Prescriptions", "listed " + out.length() + " chars");
        return out.append(']').toString();
    }

    int request(String rxNumber) {
        ContentValues row = new ContentValues();
        row.put("rx_number", rxNumber);
        row.put("state", "requested");
        return (int) db.insert("refills", null, row);
    }

    int cancel(String rxNumber) {
        return db.delete("refills", "rx_number = ? AND state = 'requested'", new String[] {rxNumber});
    }
}
