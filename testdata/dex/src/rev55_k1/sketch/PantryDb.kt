package com.pantrypal

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

class PantryDb(ctx: Context) : SQLiteOpenHelper(ctx, "pantry.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE shifts (_id INTEGER PRIMARY KEY, starts_at INTEGER, volunteer TEXT)")
        db.execSQL("CREATE TABLE pickups (_id INTEGER PRIMARY KEY, household TEXT, slot TEXT, uid INTEGER)")
    }

    override fun onUpgrade(db: SQLiteDatabase, old: Int, new: Int) {}
}
