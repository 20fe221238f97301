package com.fernhill.stockroom.inventory;

import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.fernhill.stockroom.core.StockDb;
import java.io.File;
import java.util.regex.Pattern;
import org.json.JSONException;
import org.json.JSONObject;

/** Item rows and photos. */
final class StockItems {
    static final String[] COLUMNS = {"id", "name", "sku", "location", "quantity"};
    private static final Pattern ITEM_ID = Pattern.compile("[a-z0-9_]{1,40}");

    private final Context context;
    private final StockDb db;

    StockItems(Context context, StockDb db) {
        this.context = context;
        this.db = db;
    }

    static boolean validId(Object id) {
        return id instanceof String && ITEM_ID.matcher((String) id).matches();
    }

    static JSONObject row(Cursor c) throws JSONException {
        JSONObject item = new JSONObject();
        item.put("item_id", c.getString(0));
        item.put("name", c.getString(1));
        item.put("sku", c.getString(2));
        item.put("location", c.getString(3));
        item.put("quantity", c.getInt(4));
        return item;
    }

    /** The item, or null. */
    static JSONObject find(SQLiteDatabase db, String id) throws JSONException {
        Cursor c = db.query("items", COLUMNS, "id = ?", new String[] {id}, null, null, null);
        try {
            return c.moveToFirst() ? row(c) : null;
        } finally {
            c.close();
        }
    }

    File photoFile(String id) {
        if (!validId(id)) {
            return null;
        }
        try {
            if (find(db.getReadableDatabase(), id) == null) {
                return null;
            }
        } catch (JSONException e) {
            return null;
        }
        return new File(new File(context.getFilesDir(), "photos"), id + ".jpg");
    }
}
