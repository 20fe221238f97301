package com.lunchline.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** The orders, dishes and favourites tables. */
public final class LunchStore {
    private final SQLiteDatabase db;

    private LunchStore(SQLiteDatabase db) {
        this.db = db;
    }

    public static LunchStore open(Context ctx) {
        return new LunchStore(ctx.openOrCreateDatabase("lunch.db", 0, null));
    }

    public long placeOrder(String account, String dish) {
        ContentValues v = new ContentValues();
        v.put("account", account);
        v.put("dish", dish);
        return db.insert("orders", null, v);
    }

    public int deleteOrder(long id, int uid) {
        return db.delete("orders", "id = ? AND uid = ?", new String[] {Long.toString(id), Integer.toString(uid)});
    }

    public Cursor history(String week, int uid) {
        return db.rawQuery("SELECT id, dish FROM orders WHERE week = ? AND uid = ?", new String[] {week, Integer.toString(uid)});
    }

    public Cursor searchDishes(String text) {
        return db.rawQuery("SELECT id, name FROM dishes WHERE name LIKE '%" + text + "%'", null);
    }

    public long addFavorite(int uid, String dish) {
        ContentValues v = new ContentValues();
        v.put("uid", uid);
        v.put("dish", dish);
        return db.insert("favorites", null, v);
    }

    public int removeFavorite(String dish, int uid) {
        return db.delete("favorites", "dish = ? AND uid = ?", new String[] {dish, Integer.toString(uid)});
    }
}
