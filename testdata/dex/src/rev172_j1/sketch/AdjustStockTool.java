package com.fernhill.stockroom.inventory;

import android.content.ContentValues;
import com.fernhill.stockroom.core.Tool;
import com.fernhill.stockroom.core.ToolContext;
import com.fernhill.stockroom.core.ToolSpec;
import org.json.JSONException;
import org.json.JSONObject;

public final class AdjustStockTool extends Tool {
    static final int PROMPT_AT = 500;
    private static final ToolSpec SPEC = ToolSpec.named("adjust_stock")
            .title("Adjust stock")
            .description("Adds to or removes from an item's quantity, with the reason for the change.")
            .effect("update", "moderate")
            .confirmation("provider_policy")
            .scope("stock.write")
            .input("{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9_]{1,40}$\"},"
                    + "\"delta\":{\"type\":\"integer\",\"minimum\":-10000,\"maximum\":10000},"
                    + "\"reason\":{\"enum\":[\"received\",\"sold\",\"damaged\",\"correction\"]}},"
                    + "\"required\":[\"item_id\",\"delta\",\"reason\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\"},"
                    + "\"quantity\":{\"type\":\"integer\"}},\"required\":[\"item_id\",\"quantity\"]}")
            .build();

    @Override
    public ToolSpec spec() {
        return SPEC;
    }

    @Override
    public String validate(ToolContext ctx) {
        JSONObject args = ctx.args();
        int delta = args.optInt("delta", 0);
        String reason = args.optString("reason", "");
        if (!StockItems.validId(args.opt("item_id")) || delta == 0 || delta < -10000 || delta > 10000) {
            return "item_id or delta";
        }
        if (!reason.equals("received") && !reason.equals("sold") && !reason.equals("damaged")
                && !reason.equals("correction")) {
            return "reason";
        }
        return null;
    }

    /** Large corrections are shown to the user first. */
    @Override
    public boolean promptByPolicy(ToolContext ctx) {
        return Math.abs(ctx.args().optInt("delta", 0)) >= PROMPT_AT;
    }

    @Override
    public String summary(ToolContext ctx) {
        int delta = ctx.args().optInt("delta", 0);
        try {
            JSONObject item = StockItems.find(ctx.db.getReadableDatabase(), ctx.args().optString("item_id"));
            if (item == null) {
                return "Adjust an item that no longer exists";
            }
            int before = item.optInt("quantity", 0);
            return "Change " + item.optString("name") + " (" + item.optString("sku") + ") at "
                    + item.optString("location") + " by " + delta + ": " + before + " to " + (before + delta)
                    + " units, reason " + ctx.args().optString("reason");
        } catch (JSONException e) {
            return "Adjust stock by " + delta;
        }
    }

    @Override
    protected Outcome run(ToolContext ctx) throws Exception {
        String id = ctx.args().getString("item_id");
        JSONObject item = StockItems.find(ctx.writable(), id);
        if (item == null) {
            return Outcome.error("CONFLICT");
        }
        int quantity = item.optInt("quantity", 0) + ctx.args().optInt("delta", 0);
        if (quantity < 0) {
            return Outcome.error("CONFLICT");
        }
        ContentValues row = new ContentValues();
        row.put("quantity", Integer.valueOf(quantity));
        row.put("updated_at", Long.valueOf(System.currentTimeMillis()));
        ctx.writable().update("items", row, "id = ?", new String[] {id});
        return Outcome.ok(new JSONObject().put("item_id", id).put("quantity", quantity));
    }
}
