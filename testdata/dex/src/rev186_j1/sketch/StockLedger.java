package com.tallyworks.stockroom.inventory;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import com.tallyworks.stockroom.cetp.ToolFailure;
import com.tallyworks.stockroom.data.StockDatabase;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Items, stock movements and the supplier outbox. */
final class StockLedger {
    static final int MAX_ADJUSTMENT = 10000;
    private static final String[] ITEM_COLUMNS = {"sku", "name", "on_hand", "reorder_level", "max_level", "supplier"};

    private final StockDatabase database;

    StockLedger(StockDatabase database) {
        this.database = database;
    }

    static boolean validSku(String sku) {
        if (sku == null || sku.length() < 3 || sku.length() > 32) {
            return false;
        }
        for (int i = 0; i < sku.length(); i++) {
            char ch = sku.charAt(i);
            if (!(ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '-')) {
                return false;
            }
        }
        return true;
    }

    static String level(int onHand, int reorderLevel, int maxLevel) {
        return onHand <= 0 ? "out_of_stock"
                : onHand <= reorderLevel ? "low"
                : maxLevel > 0 && onHand > maxLevel ? "overstocked"
                : "ok";
    }

    JSONObject find(String sku) throws JSONException, ToolFailure {
        if (!validSku(sku)) {
            throw new ToolFailure("INVALID_ARGS", "bad sku");
        }
        Cursor c = database.getReadableDatabase().query("items", ITEM_COLUMNS, "sku = ? AND archived = 0",
                new String[] {sku}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return new JSONObject().put("sku", sku).put("found", false);
            }
            return itemJson(c);
        } finally {
            c.close();
        }
    }

    /** Items at or below their reorder level, grouped by supplier; items without a supplier are skipped. */
    JSONObject report(int limit) throws JSONException {
        JSONArray rows = new JSONArray();
        int lowCount = 0;
        Cursor c = database.getReadableDatabase().query("items", ITEM_COLUMNS, "archived = 0", null, null, null,
                "supplier, sku");
        try {
            scan:
            while (c.moveToNext()) {
                String supplier = c.getString(5);
                if (supplier == null || supplier.isEmpty()) {
                    continue scan;
                }
                for (int attempt = 0; attempt < 2; attempt++) {
                    int onHand = c.getInt(2);
                    if (onHand > c.getInt(3)) {
                        continue scan;
                    }
                    if (rows.length() >= limit) {
                        break scan;
                    }
                    rows.put(itemJson(c));
                    lowCount++;
                    break;
                }
            }
        } finally {
            c.close();
        }
        return new JSONObject().put("items", rows).put("low_count", lowCount);
    }

    JSONObject adjust(String sku, int delta, String reason) throws JSONException, ToolFailure {
        if (!validSku(sku) || delta == 0 || Math.abs(delta) > MAX_ADJUSTMENT) {
            throw new ToolFailure("INVALID_ARGS", "bad adjustment");
        }
        int onHand = onHand(sku);
        if (onHand + delta < 0) {
            throw new ToolFailure("CONFLICT", "would go negative");
        }
        SQLiteDatabase db = database.getWritableDatabase();
        ContentValues item = new ContentValues();
        item.put("on_hand", onHand + delta);
        db.update("items", item, "sku = ?", new String[] {sku});
        recordMove(db, sku, delta, reason, "adjust");
        return new JSONObject().put("sku", sku).put("on_hand", onHand + delta);
    }

    JSONObject writeOff(String sku, int quantity, String reason) throws JSONException, ToolFailure {
        if (!validSku(sku) || quantity <= 0 || quantity > MAX_ADJUSTMENT) {
            throw new ToolFailure("INVALID_ARGS", "bad write-off");
        }
        int onHand = onHand(sku);
        if (quantity > onHand) {
            throw new ToolFailure("CONFLICT", "not enough stock");
        }
        SQLiteDatabase db = database.getWritableDatabase();
        ContentValues item = new ContentValues();
        item.put("on_hand", onHand - quantity);
        db.update("items", item, "sku = ?", new String[] {sku});
        recordMove(db, sku, -quantity, reason, "write_off");
        return new JSONObject().put("sku", sku).put("on_hand", onHand - quantity).put("written_off", quantity);
    }

    /** Queues a purchase order line for the supplier; the outbox worker sends it by e-mail. */
    JSONObject placeReorder(String sku, int quantity) throws JSONException, ToolFailure {
        if (!validSku(sku) || quantity <= 0 || quantity > MAX_ADJUSTMENT) {
            throw new ToolFailure("INVALID_ARGS", "bad reorder");
        }
        String supplier = supplierOf(sku);
        if (supplier == null) {
            throw new ToolFailure("CONFLICT", "no supplier");
        }
        ContentValues line = new ContentValues();
        line.put("sku", sku);
        line.put("quantity", quantity);
        line.put("supplier", supplier);
        line.put("state", "queued");
        line.put("created_at", System.currentTimeMillis());
        long id = database.getWritableDatabase().insertOrThrow("supplier_outbox", null, line);
        return new JSONObject().put("reorder_id", id).put("supplier", supplier).put("quantity", quantity);
    }

    private int onHand(String sku) throws ToolFailure {
        Cursor c = database.getReadableDatabase().query("items", new String[] {"on_hand"},
                "sku = ? AND archived = 0", new String[] {sku}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                throw new ToolFailure("INVALID_ARGS", "unknown sku");
            }
            return c.getInt(0);
        } finally {
            c.close();
        }
    }

    private String supplierOf(String sku) {
        Cursor c = database.getReadableDatabase().query("items", new String[] {"supplier"},
                "sku = ? AND archived = 0", new String[] {sku}, null, null, null);
        try {
            return c.moveToFirst() ? c.getString(0) : null;
        } finally {
            c.close();
        }
    }

    private static void recordMove(SQLiteDatabase db, String sku, int delta, String reason, String kind) {
        ContentValues move = new ContentValues();
        move.put("sku", sku);
        move.put("delta", delta);
        move.put("reason", reason);
        move.put("kind", kind);
        move.put("at", System.currentTimeMillis());
        db.insertOrThrow("stock_moves", null, move);
    }

    private static JSONObject itemJson(Cursor c) throws JSONException {
        int onHand = c.getInt(2);
        return new JSONObject()
                .put("sku", c.getString(0))
                .put("name", c.getString(1))
                .put("on_hand", onHand)
                .put("level", level(onHand, c.getInt(3), c.getInt(4)))
                .put("found", true);
    }
}
