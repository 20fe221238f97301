package com.shelfcity.tools;

import android.content.Context;
import android.database.Cursor;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.ToolHandler;
import com.shelfcity.core.Tokens;
import java.util.HashMap;
import java.util.Map;
import org.json.JSONObject;

/** Every tool of BranchToolsProvider, by name. */
public final class Registry {
    public static final Map<String, ToolHandler> REGISTRY = new HashMap<>();

    private Registry() {}

    static {
        REGISTRY.put("search_catalog", new SearchCatalogTool());
        REGISTRY.put("branch_hours", (ctx, args, caller) -> Replies.ok("{\"open\":\"09:00\",\"close\":\"20:00\"}"));
        REGISTRY.put("item_details", new ToolHandler() {
            @Override
            public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
                Cursor c = ShelfDb.open(ctx).rawQuery("SELECT title, author FROM items WHERE barcode = ?",
                        new String[] {args.optString("barcode")});
                return Replies.count(c);
            }
        });
        REGISTRY.put("my_loans", new MyLoansTool());
        REGISTRY.put("my_holds", (ctx, args, caller) -> Replies.count(ShelfDb.open(ctx).rawQuery(
                "SELECT id FROM holds WHERE uid = ?", new String[] {String.valueOf(caller.uid)})));
        REGISTRY.put("export_history", new ExportHistoryTool());
        REGISTRY.put("export_receipts", new ExportReceiptsTool());
        REGISTRY.put("place_hold", new PlaceHoldTool());
        REGISTRY.put("cancel_hold", new CancelHoldTool());
        REGISTRY.put("renew_loan", new RenewLoanTool());
        REGISTRY.put("update_contact", new UpdateContactTool());
        REGISTRY.put("interlibrary_request", new AbstractWriteTool("interlibrary_request") {
            @Override
            protected Bundle apply(Context ctx, JSONObject args, CallerInfo caller) throws Exception {
                ShelfDb.open(ctx).execSQL("INSERT INTO ill_requests(title, uid) VALUES (?, ?)",
                        new Object[] {args.getString("title"), caller.uid});
                return Replies.ok("{\"requested\":true}");
            }
        });
        REGISTRY.put("pay_fine", new PayFineTool());
        REGISTRY.put("replace_card", new ReplaceCardTool());
        REGISTRY.put("reserve_study_room", new ReserveRoomTool());
        REGISTRY.put("card_status", new CardStatusTool());
        REGISTRY.put("staff_desk", new StaffDeskTool());
        REGISTRY.put("prefetch_covers", new CoverPrefetchTool());
        REGISTRY.put("warm_recommendations", new RecommendationsTool());
        REGISTRY.put("bulk_renew", new BulkRenewTool());
        REGISTRY.put("refresh_catalog", new ToolHandler() {
            @Override
            public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
                String op = Tokens.fresh();
                ShelfDb.open(ctx).execSQL("INSERT INTO ops(id, uid) VALUES (?, ?)", new Object[] {op, caller.uid});
                return Replies.accepted(op);
            }
        });
        REGISTRY.put("branch_notices", (ctx, args, caller) -> Replies.count(ShelfDb.open(ctx).rawQuery(
                "SELECT id, text FROM notices WHERE branch = ?", new String[] {args.optString("branch", "central")})));
        REGISTRY.put("new_arrivals", new ToolHandler() {
            @Override
            public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
                return Replies.count(ShelfDb.open(ctx).rawQuery("SELECT id FROM items ORDER BY added DESC LIMIT 20", null));
            }
        });
        REGISTRY.put("popular_titles", (ctx, args, caller) -> Replies.count(ShelfDb.open(ctx).rawQuery(
                "SELECT id FROM items ORDER BY loans DESC LIMIT 20", null)));
    }
}
