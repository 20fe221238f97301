package com.od;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.Collections;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The items table. */
final class Items {
    private static final Map<String, String> ORDERS;

    static {
        Map<String, String> orders = new HashMap<>();
        orders.put("name", "name ASC");
        orders.put("newest", "added_on DESC");
        ORDERS = Collections.unmodifiableMap(orders);
    }

    private final SQLiteDatabase db;

    Items(SQLiteDatabase db) {
        this.db = db;
    }

    /** The order comes from an allow-list; an unknown key falls back to newest first. */
    Cursor sorted(String sortKey) {
        String orderBy = Optional.ofNullable(sortKey)
                .map(key -> key.toLowerCase(Locale.ROOT))
                .filter(ORDERS::containsKey)
                .map(ORDERS::get)
                .orElse("added_on DESC");
        return db.rawQuery("SELECT id, name FROM items ORDER BY " + orderBy, null);
    }

    /** The name is pasted into the statement. */
    Cursor named(String name) {
        return db.rawQuery("SELECT id, name FROM items WHERE name = '" + name + "'", null);
    }
}
