package com.laserlog.core;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;

/** The bookings database. */
public final class Db {
    private Db() {
    }

    public static SQLiteDatabase open(Context c) {
        return c.openOrCreateDatabase("laserlog.db", 0, null);
    }
}
