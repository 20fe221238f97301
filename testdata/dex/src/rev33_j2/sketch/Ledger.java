package com.example.r33j2;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

final class Ledger {
    private final SQLiteDatabase db;

    Ledger(Context context) {
        db = context.openOrCreateDatabase("ledger.db", 0, null);
    }

    String balances() {
        StringBuilder out = new StringBuilder("[");
        try (Cursor c = db.rawQuery("SELECT id, balance_cents FROM accounts", null)) {
            while (c.moveToNext()) {
                out.append(out.length() > 1 ? "," : "").append("{\"id\":\"").append(c.getString(0))
                        .append("\",\"balance_cents\":").append(c.getLong(1)).append('}');
            }
        }
        return out.append(']').toString();
    }

    void transfer(String from, String to, long cents) {
        db.beginTransaction();
        try {
            db.execSQL("UPDATE accounts SET balance_cents = balance_cents - ? WHERE id = ?", new Object[] {cents, from});
            db.execSQL("UPDATE accounts SET balance_cents = balance_cents + ? WHERE id = ?", new Object[] {cents, to});
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
    }

    void payBill(String payee, long cents) {
        ContentValues row = new ContentValues();
        row.put("payee", payee);
        row.put("amount_cents", cents);
        db.insert("bill_payments", null, row);
    }

    void setCardLocked(String cardId, boolean locked) {
        ContentValues row = new ContentValues();
        row.put("locked", locked);
        db.update("cards", row, "id = ?", new String[] {cardId});
    }
}
