package com.tallyworks.stockroom.orders;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import com.tallyworks.stockroom.cetp.ToolFailure;
import com.tallyworks.stockroom.data.StockDatabase;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Customer orders: listing, packing, cancelling, refunds and archiving. */
final class OrderBook {
    static final int ARCHIVE_BATCH = 50;
    private static final long DAY_MS = 24L * 60L * 60L * 1000L;

    private final StockDatabase database;

    OrderBook(StockDatabase database) {
        this.database = database;
    }

    static boolean knownStatus(String status) {
        switch (status) {
            case "open":
            case "packed":
            case "shipped":
            case "cancelled":
            case "refunded":
                return true;
            default:
                return false;
        }
    }

    JSONObject list(String status, int limit) throws JSONException, ToolFailure {
        if (status != null && !knownStatus(status) || limit < 1 || limit > 100) {
            throw new ToolFailure("INVALID_ARGS", "bad filter");
        }
        String where = status == null ? "archived = 0" : "archived = 0 AND status = ?";
        String[] whereArgs = status == null ? null : new String[] {status};
        JSONArray orders = new JSONArray();
        Cursor c = database.getReadableDatabase().query("orders",
                new String[] {"id", "customer", "status", "total_cents", "refunded_cents"}, where, whereArgs, null,
                null, "placed_at DESC", Integer.toString(limit));
        try {
            while (c.moveToNext()) {
                orders.put(new JSONObject().put("order_id", c.getLong(0)).put("customer", c.getString(1))
                        .put("status", c.getString(2)).put("total_cents", c.getLong(3))
                        .put("refunded_cents", c.getLong(4)));
            }
        } finally {
            c.close();
        }
        return new JSONObject().put("orders", orders);
    }

    String statusOf(long orderId) throws ToolFailure {
        Cursor c = database.getReadableDatabase().query("orders", new String[] {"status"}, "id = ? AND archived = 0",
                new String[] {Long.toString(orderId)}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                throw new ToolFailure("INVALID_ARGS", "unknown order");
            }
            return c.getString(0);
        } finally {
            c.close();
        }
    }

    JSONObject markPacked(long orderId) throws JSONException, ToolFailure {
        String status = statusOf(orderId);
        if ("packed".equals(status)) {
            return new JSONObject().put("order_id", orderId).put("status", status);
        }
        if (!"open".equals(status)) {
            throw new ToolFailure("CONFLICT", "not open");
        }
        setStatus(orderId, "packed");
        return new JSONObject().put("order_id", orderId).put("status", "packed");
    }

    JSONObject cancel(long orderId) throws JSONException, ToolFailure {
        String status = statusOf(orderId);
        switch (status) {
            case "open":
            case "packed":
            case "shipped":
                setStatus(orderId, "cancelled");
                return new JSONObject().put("order_id", orderId).put("status", "cancelled")
                        .put("was", status);
            default:
                throw new ToolFailure("CONFLICT", "cannot cancel");
        }
    }

    JSONObject refund(long orderId, long amountCents, String reason) throws JSONException, ToolFailure {
        SQLiteDatabase db = database.getWritableDatabase();
        long total;
        long refunded;
        Cursor c = db.query("orders", new String[] {"total_cents", "refunded_cents", "status"},
                "id = ? AND archived = 0", new String[] {Long.toString(orderId)}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                throw new ToolFailure("INVALID_ARGS", "unknown order");
            }
            if ("open".equals(c.getString(2)) || "packed".equals(c.getString(2))) {
                throw new ToolFailure("CONFLICT", "not paid out yet");
            }
            total = c.getLong(0);
            refunded = c.getLong(1);
        } finally {
            c.close();
        }
        if (amountCents <= 0 || refunded + amountCents > total) {
            throw new ToolFailure("INVALID_ARGS", "amount out of range");
        }
        db.beginTransaction();
        try {
            ContentValues r = new ContentValues();
            r.put("order_id", orderId);
            r.put("amount_cents", amountCents);
            r.put("reason", reason);
            r.put("at", System.currentTimeMillis());
            db.insertOrThrow("refunds", null, r);
            ContentValues o = new ContentValues();
            o.put("refunded_cents", refunded + amountCents);
            o.put("status", refunded + amountCents == total ? "refunded" : "shipped");
            db.update("orders", o, "id = ?", new String[] {Long.toString(orderId)});
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        return new JSONObject().put("order_id", orderId).put("refunded_cents", refunded + amountCents);
    }

    /** Archives up to ARCHIVE_BATCH finished orders older than the given number of days; returns how many. */
    int archiveBatch(int olderThanDays) {
        long cutoff = System.currentTimeMillis() - olderThanDays * DAY_MS;
        SQLiteDatabase db = database.getWritableDatabase();
        Cursor c = db.query("orders", new String[] {"id"},
                "archived = 0 AND status IN ('cancelled', 'refunded', 'shipped') AND placed_at < ?",
                new String[] {Long.toString(cutoff)}, null, null, "placed_at", Integer.toString(ARCHIVE_BATCH));
        int count = 0;
        try {
            while (c.moveToNext()) {
                ContentValues v = new ContentValues();
                v.put("archived", 1);
                count += db.update("orders", v, "id = ?", new String[] {Long.toString(c.getLong(0))});
            }
        } finally {
            c.close();
        }
        return count;
    }

    private void setStatus(long orderId, String status) {
        SQLiteDatabase db = database.getWritableDatabase();
        ContentValues v = new ContentValues();
        v.put("status", status);
        db.update("orders", v, "id = ?", new String[] {Long.toString(orderId)});
        ContentValues e = new ContentValues();
        e.put("order_id", orderId);
        e.put("event", status);
        e.put("at", System.currentTimeMillis());
        db.insertOrThrow("order_events", null, e);
    }
}
