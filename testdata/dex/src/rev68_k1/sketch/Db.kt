package com.plotshare

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

class PlotDb(ctx: Context) : SQLiteOpenHelper(ctx, "plots.db", null, 1) {
    override fun onCreate(db: SQLiteDatabase) {}
    override fun onUpgrade(db: SQLiteDatabase, o: Int, n: Int) {}

    fun assign(plot: String, owner: String): Long = writableDatabase.insert("plots", null,
        ContentValues().apply { put("plot", plot); put("owner", owner) })

    fun drop(plot: String): Int = writableDatabase.delete("plots", "plot = ?", arrayOf(plot))

    fun logWater(plot: String): Long = writableDatabase.insert("watering", null,
        ContentValues().apply { put("plot", plot) })

    fun history(plot: String): Int {
        val c = readableDatabase.rawQuery("SELECT day FROM watering WHERE plot = ?", arrayOf(plot))
        return c.count.also { c.close() }
    }

    fun byBed(bed: String): Int {
        val c = readableDatabase.rawQuery("SELECT day FROM watering WHERE bed = '" + bed + "'", null)
        return c.count.also { c.close() }
    }
}
