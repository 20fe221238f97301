package com.fernhill.stockroom.inventory;

import android.content.ContentValues;
import android.database.Cursor;
import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import com.fernhill.stockroom.core.ToolSpec;
import org.json.JSONObject;

public final class RecountStockTool extends Tool {
    private static final ToolSpec SPEC = ToolSpec.named("recount_stock")
            .title("Recount a location")
            .description("Marks every item at a storage location as counted now; may run in the background.")
            .effect("update", "low")
            .idempotent()
            .mayRunAsync()
            .scope("stock.write")
            .input("{\"type\":\"object\",\"properties\":{\"location\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40}},"
                    + "\"required\":[\"location\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"location\":{\"type\":\"string\"},"
                    + "\"items_counted\":{\"type\":\"integer\"}},\"required\":[\"location\",\"items_counted\"]}")
            .build();

    @Override
    public ToolSpec spec() {
        return SPEC;
    }

    @Override
    public String validate(ToolContext ctx) {
        String location = ctx.args().optString("location", "");
        return location.isEmpty() || location.length() > 40 ? "location" : null;
    }

    /** Nothing to count at a location that holds no item. */
    @Override
    protected void before(ToolContext ctx) throws Exception {
        Cursor c = ctx.db.getReadableDatabase().query("items", new String[] {"id"}, "location = ?",
                new String[] {ctx.args().getString("location")}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                throw new IllegalArgumentException("empty location");
            }
        } finally {
            c.close();
        }
    }

    @Override
    protected Outcome run(ToolContext ctx) throws Exception {
        String location = ctx.args().getString("location");
        ContentValues row = new ContentValues();
        row.put("counted_at", Long.valueOf(System.currentTimeMillis()));
        int counted = ctx.writable().update("items", row, "location = ?", new String[] {location});
        return Outcome.ok(new JSONObject().put("location", location).put("items_counted", counted));
    }
}
