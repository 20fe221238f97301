package com.waterwheel.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** The rota, the plots, the valves and the mutation ledger of the watering co-op. */
class GardenDb(context: Context) : SQLiteOpenHelper(context, NAME, null, VERSION) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE shifts (_id INTEGER PRIMARY KEY, plot TEXT, day TEXT, gardener TEXT)")
        db.execSQL("CREATE TABLE plots (plot TEXT PRIMARY KEY, assignee TEXT, last_checked INTEGER)")
        db.execSQL("CREATE TABLE valves (plot TEXT PRIMARY KEY, open INTEGER, minutes INTEGER)")
        db.execSQL("CREATE TABLE ledger (caller INTEGER, request_id TEXT, tool TEXT, outcome TEXT, PRIMARY KEY (caller, request_id))")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {}

    companion object {
        const val NAME = "waterwheel.db"
        const val VERSION = 1
    }
}
