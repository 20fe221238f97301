package com.example.r33j2;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

final class Payees {
    private final SQLiteDatabase db;

    Payees(Context context) {
        db = context.openOrCreateDatabase("ledger.db", 0, null);
    }

    String list() {
        StringBuilder out = new StringBuilder("[");
        try (Cursor c = db.query("payees", new String[] {"name"}, null, null, null, null, "name")) {
            while (c.moveToNext()) {
                out.append(out.length() > 1 ? ",\"" : "\"").append(c.getString(0)).append('"');
            }
        }
        return out.append(']').toString();
    }

    void add(String name, String iban) {
        ContentValues row = new ContentValues();
        row.put("name", name);
        row.put("iban", iban);
        db.insert("payees", null, row);
    }

    void remove(String name) {
        db.delete("payees", "name = ?", new String[] {name});
    }
}
