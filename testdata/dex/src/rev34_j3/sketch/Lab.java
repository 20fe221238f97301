package com.example.r34j3;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.UUID;

// The print lab's order book. request_id is UNIQUE in `orders_log`: a replay finds the first outcome.
final class Lab {
    private final SQLiteDatabase db;

    Lab(Context context) {
        db = context.openOrCreateDatabase("lab.db", 0, null);
    }

    String status(String orderId) {
        Cursor c = db.rawQuery("SELECT state FROM orders WHERE id = ?", new String[] {orderId});
        try {
            return c.moveToNext() ? "{\"state\":\"" + c.getString(0) + "\"}" : "{\"state\":\"unknown\"}";
        } finally {
            c.close();
        }
    }

    String submit(String requestId, String cart, String placedBy) {
        String earlier = outcome(requestId);
        if (earlier != null) {
            return earlier;
        }
        String orderId = UUID.randomUUID().toString();
        ContentValues row = new ContentValues();
        row.put("id", orderId);
        row.put("cart", cart);
        row.put("placed_by", placedBy);
        row.put("state", "queued");
        db.beginTransaction();
        try {
            db.insert("orders", null, row);
            remember(requestId, orderId);
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        return orderId;
    }

    String reprint(String requestId, String orderId) {
        String earlier = outcome(requestId);
        if (earlier == null) {
            db.execSQL("INSERT INTO orders (id, cart, placed_by, state) SELECT ?, cart, placed_by, 'queued' FROM orders WHERE id = ?",
                    new Object[] {requestId, orderId});
            remember(requestId, requestId);
        }
        return "{\"order_id\":\"" + requestId + "\"}";
    }

    void cancel(String requestId, String orderId, String requestedBy) {
        if (outcome(requestId) != null) {
            return;
        }
        ContentValues v = new ContentValues();
        v.put("state", "cancelled");
        v.put("cancelled_by", requestedBy);
        db.update("orders", v, "id = ?", new String[] {orderId});
        remember(requestId, orderId);
    }

    String changeAddress(String requestId, String orderId, String address) {
        if (outcome(requestId) == null) {
            ContentValues v = new ContentValues();
            v.put("address", address);
            db.update("orders", v, "id = ?", new String[] {orderId});
            remember(requestId, orderId);
        }
        return "{\"updated\":true}";
    }

    private String outcome(String requestId) {
        Cursor c = db.rawQuery("SELECT outcome FROM orders_log WHERE request_id = ?", new String[] {requestId});
        try {
            return c.moveToNext() ? c.getString(0) : null;
        } finally {
            c.close();
        }
    }

    private void remember(String requestId, String outcome) {
        ContentValues v = new ContentValues();
        v.put("request_id", requestId);
        v.put("outcome", outcome);
        db.insertWithOnConflict("orders_log", null, v, SQLiteDatabase.CONFLICT_IGNORE);
    }
}
