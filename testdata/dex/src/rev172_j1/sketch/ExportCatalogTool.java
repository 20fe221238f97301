package com.fernhill.stockroom.inventory;

import android.database.Cursor;
import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import com.fernhill.stockroom.core.ToolSpec;
import org.json.JSONArray;
import org.json.JSONObject;

public final class ExportCatalogTool extends Tool {
    private static final ToolSpec SPEC = ToolSpec.named("export_catalog")
            .title("Export the catalog")
            .description("Returns every stock item in one document; large catalogs come back as a file.")
            .scope("stock.read")
            .output("{\"type\":\"object\",\"properties\":{\"exported_at\":{\"type\":\"integer\"},"
                    + "\"items\":{\"type\":\"array\"}},\"required\":[\"exported_at\",\"items\"]}")
            .build();

    @Override
    public ToolSpec spec() {
        return SPEC;
    }

    @Override
    public String validate(ToolContext ctx) {
        return ctx.args().length() == 0 ? null : "takes no arguments";
    }

    @Override
    protected Outcome run(ToolContext ctx) throws Exception {
        Cursor c = ctx.db.getReadableDatabase().query("items", StockItems.COLUMNS, null, null, null, null, "id");
        JSONArray items = new JSONArray();
        try {
            while (c.moveToNext()) {
                items.put(StockItems.row(c));
            }
        } finally {
            c.close();
        }
        JSONObject catalog = new JSONObject();
        catalog.put("exported_at", System.currentTimeMillis());
        catalog.put("items", items);
        return Outcome.ok(catalog);
    }
}
