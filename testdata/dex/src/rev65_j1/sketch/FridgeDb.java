package com.fridgeshare.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database: fridges' slots, reservations, donations and the executor ledger. */
public final class FridgeDb extends SQLiteOpenHelper {
    public FridgeDb(Context context) {
        super(context, "fridgeshare.db", null, 1);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE slots (fridge TEXT, starts_at INTEGER)");
        db.execSQL("CREATE TABLE reservations (item_id TEXT, uid INTEGER, note TEXT)");
        db.execSQL("CREATE TABLE report_views (fridge TEXT, uid INTEGER)");
        db.execSQL("CREATE TABLE ledger (uid INTEGER, request_id TEXT, reply TEXT)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
    }
}
