package com.fernhill.stockroom.inventory;

import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import com.fernhill.stockroom.core.ToolSpec;
import java.io.File;
import org.json.JSONException;
import org.json.JSONObject;

public final class DeleteItemTool extends Tool {
    private static final ToolSpec SPEC = ToolSpec.named("delete_item")
            .title("Delete an item")
            .description("Removes an item, its quantity and its photo from the inventory.")
            .effect("delete", "moderate")
            .destructive()
            .confirmation("always")
            .scope("stock.admin")
            .input("{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9_]{1,40}$\"}},"
                    + "\"required\":[\"item_id\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\"},"
                    + "\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"item_id\",\"deleted\"]}")
            .build();

    @Override
    public ToolSpec spec() {
        return SPEC;
    }

    @Override
    public String validate(ToolContext ctx) {
        return StockItems.validId(ctx.args().opt("item_id")) ? null : "item_id";
    }

    @Override
    public String summary(ToolContext ctx) {
        try {
            JSONObject item = StockItems.find(ctx.db.getReadableDatabase(), ctx.args().optString("item_id"));
            if (item == null) {
                return "Delete an item that no longer exists";
            }
            return "Delete " + item.optString("name") + " (" + item.optString("sku") + ") at "
                    + item.optString("location") + ", " + item.optInt("quantity", 0)
                    + " units on hand. The item and its photo cannot be restored.";
        } catch (JSONException e) {
            return "Delete a stock item";
        }
    }

    @Override
    protected Outcome run(ToolContext ctx) throws Exception {
        String id = ctx.args().getString("item_id");
        if (ctx.writable().delete("items", "id = ?", new String[] {id}) != 1) {
            return Outcome.error("CONFLICT");
        }
        return Outcome.ok(new JSONObject().put("item_id", id).put("deleted", true));
    }

    @Override
    protected void after(ToolContext ctx, Outcome outcome) {
        if (outcome.succeeded()) {
            File photo = new File(new File(ctx.app.getFilesDir(), "photos"), ctx.args().optString("item_id") + ".jpg");
            if (photo.exists() && !photo.delete()) {
                photo.deleteOnExit();
            }
        }
    }
}
