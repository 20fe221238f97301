package com.harborpass.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** The marina's berth, booking and fuel-order tables. */
class HarborDb(context: Context) : SQLiteOpenHelper(context, "harbor.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE berths (id TEXT PRIMARY KEY, pier TEXT, length_m INTEGER, holder TEXT, viewed INTEGER, pumpout_slot TEXT)")
        db.execSQL("CREATE TABLE fuel_orders (id TEXT PRIMARY KEY, berth TEXT, litres INTEGER, owner TEXT)")
        db.execSQL("CREATE TABLE op_ledger (request_id TEXT PRIMARY KEY, uid INTEGER, result TEXT)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS berths")
        onCreate(db)
    }
}
