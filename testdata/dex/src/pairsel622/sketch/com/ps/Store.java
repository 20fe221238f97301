package com.ps;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import kotlin.Pair;
import kotlin.TuplesKt;

/**
 * Queries written the way kotlinc compiles `val (selection, args) = when (…) { … -> sel to args }`: the pair is made
 * with TuplesKt.to and taken apart with component1()/component2().
 */
final class Store {
    private final SQLiteDatabase db;

    Store(SQLiteDatabase db) {
        this.db = db;
    }

    /** list_items: the category goes to the bind arguments; the selection is one of two constants (silent). */
    Cursor byCategory(String category) {
        Pair<String, String[]> q = category == null
                ? TuplesKt.to(null, null)
                : TuplesKt.to("category = ?", new String[] {category});
        String selection = q.component1();
        String[] args = q.component2();
        return db.query("items", null, selection, args, null, null, "id DESC");
    }

    /** find_items: the text is spliced into the selection the pair carries (CETP622). */
    Cursor byName(String name) {
        Pair<String, String[]> q = name == null
                ? TuplesKt.to(null, null)
                : TuplesKt.to("name LIKE '%" + name + "%'", new String[0]);
        String selection = q.component1();
        String[] args = q.component2();
        return db.query("items", null, selection, args, null, null, "id DESC");
    }
}
