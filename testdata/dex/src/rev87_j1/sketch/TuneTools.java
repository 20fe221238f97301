package com.tuneup.tuning;

import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.tuneup.core.Replies;
import org.json.JSONObject;

/** The tuning tools TuneProvider's registry points at; one database, guarded by LOCK. */
final class TuneTools {
    static final Object LOCK = new Object();
    private static SQLiteDatabase db;
    private static int users;

    private TuneTools() {
    }

    static SQLiteDatabase db(Context ctx) {
        synchronized (LOCK) {
            if (db == null) {
                db = ctx.openOrCreateDatabase("tuning.db", 0, null);
            }
            return db;
        }
    }

    static void acquire() {
        users++;
    }

    static void release() {
        users--;
    }

    static Bundle findPiano(Context ctx, JSONObject args) {
        String name = args.optString("owner_name");
        SQLiteDatabase d = db(ctx);
        synchronized (LOCK) {
            Cursor c = d.rawQuery("SELECT id FROM pianos WHERE owner_name = '" + name + "'", null);
            int n = c.getCount();
            c.close();
            return Replies.ok(n > 0 ? "{\"found\":true}" : "{\"found\":false}");
        }
    }

    static Bundle byMake(Context ctx, JSONObject args) {
        String make = args.optString("make");
        SQLiteDatabase d = db(ctx);
        synchronized (LOCK) {
            Cursor c = d.rawQuery("SELECT id FROM pianos WHERE make = ?", new String[] {make});
            int n = c.getCount();
            c.close();
            return Replies.ok(n > 0 ? "{\"found\":true}" : "{\"found\":false}");
        }
    }

    static Cursor history(Context ctx, JSONObject args) {
        return db(ctx).rawQuery("SELECT at, cents FROM tunings WHERE piano = ?",
                new String[] {args.optString("piano_id")});
    }

    static Bundle summarize(Cursor c) {
        int n = c.getCount();
        c.close();
        return Replies.ok(n > 0 ? "{\"tuned_before\":true}" : "{\"tuned_before\":false}");
    }
}
