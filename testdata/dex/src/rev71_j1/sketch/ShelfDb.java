package com.shelfcity.core;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;

public final class ShelfDb {
    private ShelfDb() {}

    public static SQLiteDatabase open(Context ctx) {
        return ctx.openOrCreateDatabase("shelf.db", 0, null);
    }
}
