package com.lunchline.bus;

import android.database.Cursor;
import android.database.sqlite.SQLiteException;
import android.util.Log;
import com.lunchline.data.LunchStore;
import org.json.JSONObject;

/** The lunch-order commands. */
public final class OrdersModule {
    private OrdersModule() {
    }

    public static void register(CommandBus bus, final LunchStore store) {
        bus.register("place_order", new Command() {
            @Override
            public String run(JSONObject params, int caller) throws Exception {
                String account = params.getString("caller_package");
                long id = store.placeOrder(account, params.getString("dish"));
                return CommandBus.value(new JSONObject().put("order_id", id));
            }
        });
        bus.register("cancel_order", new Command() {
            @Override
            public String run(JSONObject params, int caller) throws Exception {
                long id = params.getLong("order_id");
                if (!params.optBoolean("confirmed")) {
                    return new JSONObject().put("error_code", "USER_ACTION_REQUIRED").put("order_id", id).toString();
                }
                store.deleteOrder(id, caller);
                return CommandBus.value(new JSONObject().put("cancelled", true));
            }
        });
        bus.register("order_history", new Command() {
            @Override
            public String run(JSONObject params, int caller) throws Exception {
                try {
                    Cursor c = store.history(params.getString("week"), caller);
                    int n = c.getCount();
                    c.close();
                    return CommandBus.value(new JSONObject().put("orders", n));
                } catch (SQLiteException e) {
                    Log.w("LunchLine", "history failed", e);
                    return CommandBus.errorJson("INTERNAL_ERROR", "order history unavailable");
                }
            }
        });
    }
}
