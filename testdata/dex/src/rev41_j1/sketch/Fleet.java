package com.keydrop.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The fleet database and the car command channel. */
public final class Fleet {
    public interface Done {
        void done(String vehicle, boolean ok);
    }

    private static final ExecutorService IO = Executors.newSingleThreadExecutor();
    private static SQLiteDatabase sDb;

    private Fleet() {}

    static synchronized SQLiteDatabase db(Context ctx) {
        if (sDb == null) {
            sDb = ctx.openOrCreateDatabase("fleet.db", 0, null);
        }
        return sDb;
    }

    public static long event(Context ctx, String vehicle, String what, String by) {
        ContentValues v = new ContentValues();
        v.put("vehicle_id", vehicle);
        v.put("what", what);
        v.put("by_app", by);
        v.put("at", System.currentTimeMillis());
        return db(ctx).insert("events", null, v);
    }

    public static String state(Context ctx, String kind, String id) {
        try (Cursor c = db(ctx).rawQuery("SELECT state FROM objects WHERE kind = ? AND id = ?", new String[] {kind, id})) {
            return c.moveToNext() ? "{\"state\":\"" + c.getString(0) + "\"}" : "{}";
        }
    }

    public static void command(Context ctx, String vehicle, String cmd, Done cb) {
        IO.submit(() -> {
            long id = event(ctx, vehicle, cmd, "car");
            cb.done(vehicle, id >= 0);
        });
    }
}
