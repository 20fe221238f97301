package com.fernhill.stockroom.inventory;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import com.fernhill.stockroom.core.ToolSpec;
import org.json.JSONArray;
import org.json.JSONObject;

public final class ListItemsTool extends Tool {
    private static final ToolSpec SPEC = ToolSpec.named("list_items")
            .title("List stock items")
            .description("Lists stock items with their quantities, optionally only those at one storage location.")
            .scope("stock.read")
            .input("{\"type\":\"object\",\"properties\":{\"location\":{\"type\":\"string\",\"maxLength\":40},"
                    + "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"}},\"required\":[\"items\"]}")
            .build();

    @Override
    public ToolSpec spec() {
        return SPEC;
    }

    @Override
    public String validate(ToolContext ctx) {
        int limit = ctx.args().optInt("limit", 50);
        if (limit < 1 || limit > 200) {
            return "limit out of range";
        }
        return ctx.args().optString("location", "").length() > 40 ? "location too long" : null;
    }

    @Override
    protected Outcome run(ToolContext ctx) throws Exception {
        String location = ctx.args().optString("location", "");
        int limit = ctx.args().optInt("limit", 50);
        SQLiteDatabase db = ctx.db.getReadableDatabase();
        Cursor c = location.isEmpty()
                ? db.query("items", StockItems.COLUMNS, null, null, null, null, "name")
                : db.query("items", StockItems.COLUMNS, "location = ?", new String[] {location}, null, null, "name");
        JSONArray items = new JSONArray();
        try {
            while (items.length() < limit && c.moveToNext()) {
                items.put(StockItems.row(c));
            }
        } finally {
            c.close();
        }
        return Outcome.ok(new JSONObject().put("items", items));
    }
}
