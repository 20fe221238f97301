package com.example.r37k1

import android.content.ContentValues
import android.content.Context

// TripDb.kt: cars and trips in SQLite.

class TripDb(ctx: Context) {
    private val db = ctx.openOrCreateDatabase("trips.db", Context.MODE_PRIVATE, null)

    fun nearby(zone: String, sort: String): String {
        val sql = "SELECT id, model FROM cars WHERE zone = ? AND free = 1 ORDER BY " + sort
        return db.rawQuery(sql, arrayOf(zone)).use { c -> rows(c) }
    }

    fun history(uid: Int, sort: String): String =
        db.rawQuery("SELECT car_id, cents FROM trips WHERE uid = ? ORDER BY " + sortColumn(sort), arrayOf(uid.toString())).use { c -> rows(c) }

    private fun sortColumn(sort: String): String = when (sort) {
        "price" -> "cents"
        "car" -> "car_id"
        "date" -> "ended_at"
        else -> "id"
    }

    private fun rows(c: android.database.Cursor): String = buildString {
        append('[')
        while (c.moveToNext()) append('"').append(c.getString(0)).append("\",")
        append(']')
    }

    fun unlock(carId: String, uid: Int) {
        db.execSQL("UPDATE cars SET free = 0, driver = ? WHERE id = ?", arrayOf<Any>(uid, carId))
    }

    fun endTrip(carId: String, uid: Int): Long {
        db.execSQL("UPDATE cars SET free = 1, driver = NULL WHERE id = ?", arrayOf<Any>(carId))
        db.insert("trips", null, ContentValues().apply { put("car_id", carId); put("uid", uid) })
        return 1250L
    }

    fun reportDamage(uid: Int, carId: String, note: String): String {
        val id = db.insert("damage", null, ContentValues().apply { put("car_id", carId); put("note", note); put("uid", uid) })
        check(id >= 0) { "damage insert failed for $carId" }
        return "{\"report_id\":$id}"
    }

    fun receipt(uid: Int): String = history(uid, "date")
}
