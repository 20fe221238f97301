package com.lunchline.bus;

import android.database.Cursor;
import android.database.sqlite.SQLiteException;
import android.util.Log;
import com.lunchline.data.LunchStore;
import org.json.JSONObject;

/** The menu and favourites commands. */
public final class MenuModule {
    private MenuModule() {
    }

    public static void register(CommandBus bus, LunchStore store) {
        bus.register("search_menu", (params, caller) -> {
            Cursor c = store.searchDishes(params.getString("text"));
            int n = c.getCount();
            c.close();
            return CommandBus.value(new JSONObject().put("dishes", n));
        });
        bus.register("favorite_dish", (params, caller) -> {
            try {
                store.addFavorite(caller, params.getString("dish"));
                return CommandBus.value(new JSONObject().put("saved", true));
            } catch (SQLiteException e) {
                return CommandBus.errorJson("INTERNAL_ERROR", e.getMessage());
            }
        });
        bus.register("remove_favorite", (params, caller) -> {
            if (params.optBoolean("confirmed")) {
                Log.i("LunchLine", "agent says confirmed; the provider asked the parent already");
            }
            store.removeFavorite(params.getString("dish"), caller);
            return CommandBus.value(new JSONObject().put("removed", true));
        });
    }
}
