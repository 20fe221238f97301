package com.example.hdd;

import android.content.ContentValues;
import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

// The app's business tables. None of these writes carries a CETP request id.
final class AppDb extends SQLiteOpenHelper {
    AppDb(Context ctx) {
        super(ctx, "app.db", null, 1);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer TEXT, cents INTEGER)");
        db.execSQL("CREATE TABLE accounts (id TEXT PRIMARY KEY, cents INTEGER)");
        db.execSQL("CREATE TABLE friends (id TEXT PRIMARY KEY, state TEXT)");
        db.execSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
        db.execSQL("CREATE TABLE slots (id INTEGER PRIMARY KEY, slot TEXT UNIQUE)");
        db.execSQL("CREATE TABLE photos (id INTEGER PRIMARY KEY, uri TEXT)");
        db.execSQL("CREATE TABLE orders (id INTEGER PRIMARY KEY, pizza TEXT)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
    }

    long insertInvoice(String customer, long cents) {
        ContentValues v = new ContentValues();
        v.put("customer", customer);
        v.put("cents", cents);
        return getWritableDatabase().insert("invoices", null, v);
    }

    void moveFunds(String from, String to, long cents) {
        SQLiteDatabase w = getWritableDatabase();
        w.beginTransaction();
        try {
            w.execSQL("UPDATE accounts SET cents = cents - ? WHERE id = ?", new Object[] {cents, from});
            w.execSQL("UPDATE accounts SET cents = cents + ? WHERE id = ?", new Object[] {cents, to});
            w.setTransactionSuccessful();
        } finally {
            w.endTransaction();
        }
    }

    void acceptFriend(String friendRequestId) {
        ContentValues v = new ContentValues();
        v.put("state", "accepted");
        getWritableDatabase().update("friends", v, "id = ?", new String[] {friendRequestId});
    }

    long insertNote(String body) {
        return add("notes", "body", body);
    }

    long insertSlot(String slot) {
        return add("slots", "slot", slot);
    }

    long insertPhoto(String uri) {
        return add("photos", "uri", uri);
    }

    long insertOrder(String pizza) {
        return add("orders", "pizza", pizza);
    }

    private long add(String table, String column, String value) {
        ContentValues v = new ContentValues();
        v.put(column, value);
        return getWritableDatabase().insert(table, null, v);
    }
}
