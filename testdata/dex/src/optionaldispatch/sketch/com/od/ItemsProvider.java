package com.od;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Tools dispatched through a map of Function lambdas, reached with
 * Optional.ofNullable(tool).map(handlers::get).orElseThrow(): list_items orders by an allow-listed key (no
 * CETP622), find_items pastes the name into SQL (CETP622, found only when the dispatch is resolved).
 */
public final class ItemsProvider extends Base {
    private final Map<String, Function<Bundle, Bundle>> handlers = new HashMap<>();
    private Items items;

    @Override
    public boolean onCreate() {
        items = new Items(SQLiteDatabase.openOrCreateDatabase(getContext().getFilesDir() + "/items.db", null));
        handlers.put("list_items", x -> rows(items.sorted(x.getString("sort"))));
        handlers.put("find_items", x -> rows(items.named(x.getString("name"))));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10234 || extras == null || !"execute_tool".equals(method)) {
            return null;
        }
        return Optional.ofNullable(extras.getString("tool_name"))
                .map(handlers::get)
                .orElseThrow(IllegalArgumentException::new)
                .apply(extras);
    }

    private static Bundle rows(Cursor c) {
        Bundle out = new Bundle();
        try {
            out.putInt("count", c.getCount());
        } finally {
            c.close();
        }
        return out;
    }
}
