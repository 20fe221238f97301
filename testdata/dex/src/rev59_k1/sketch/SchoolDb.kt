package com.slipstream.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

class SchoolDb(context: Context) : SQLiteOpenHelper(context, "slipstream.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE rides (_id INTEGER PRIMARY KEY, driver TEXT, trip TEXT, seats INTEGER)")
        db.execSQL("CREATE TABLE riders (ride INTEGER, child TEXT, parent TEXT, seated INTEGER)")
        db.execSQL("CREATE TABLE slips (_id INTEGER PRIMARY KEY, trip TEXT, child TEXT, signed_by TEXT, viewed INTEGER)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS slips")
        onCreate(db)
    }
}
