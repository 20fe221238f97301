package com.tidelog

import android.database.sqlite.SQLiteDatabase

@JvmInline
value class TripId(val raw: String)

fun legCount(db: SQLiteDatabase, id: TripId): Int {
    val c = db.rawQuery("SELECT note FROM legs WHERE trip = '" + id.raw + "'", null)
    val n = c.count
    c.close()
    return n
}

fun boundLegCount(db: SQLiteDatabase, id: TripId): Int {
    val c = db.rawQuery("SELECT note FROM legs WHERE trip = ?", arrayOf(id.raw))
    val n = c.count
    c.close()
    return n
}
