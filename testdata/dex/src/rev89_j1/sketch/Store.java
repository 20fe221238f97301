package com.starslot.core;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;

/** The club's booking database and the application context, shared by both providers. */
public final class Store {
    public static Context app;
    public static SQLiteDatabase db;

    private Store() {
    }

    public static void init(Context c) {
        app = c.getApplicationContext();
        db = app.openOrCreateDatabase("starslot.db", 0, null);
    }
}
