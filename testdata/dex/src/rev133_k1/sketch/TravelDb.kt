package com.brambleway

import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONObject
import java.util.UUID

class TravelDb(ctx: Context) : SQLiteOpenHelper(ctx, "brambleway.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE trips (id TEXT PRIMARY KEY, title TEXT, starts TEXT, ends TEXT)")
        db.execSQL("CREATE TABLE stops (id TEXT PRIMARY KEY, trip TEXT, place TEXT, day INTEGER)")
        db.execSQL("CREATE TABLE bookings (ref TEXT PRIMARY KEY, trip TEXT, operator TEXT, kind TEXT, date TEXT, seat TEXT, price TEXT, status TEXT)")
        db.execSQL("CREATE TABLE audit (trace TEXT, uid INTEGER, tool TEXT, subject TEXT, at INTEGER)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        listOf("trips", "stops", "bookings", "audit").forEach { db.execSQL("DROP TABLE IF EXISTS $it") }
        onCreate(db)
    }

    fun rows(sql: String, vararg bind: String): List<JSONObject> =
        readableDatabase.rawQuery(sql, arrayOf(*bind)).use { it.toJson() }

    fun trip(id: TripId): JSONObject? = rows("SELECT id, title, starts, ends FROM trips WHERE id = ?", id.raw).firstOrNull()

    fun stops(id: TripId): List<JSONObject> = rows("SELECT id, place, day FROM stops WHERE trip = ? ORDER BY day", id.raw)

    fun addStop(id: TripId, place: String, day: Int): String? {
        trip(id) ?: return null
        val stop = UUID.randomUUID().toString()
        val row = ContentValues().apply {
            put("id", stop)
            put("trip", id.raw)
            put("place", place)
            put("day", day)
        }
        writableDatabase.insert("stops", null, row)
        return stop
    }

    fun deleteTrip(id: TripId) = with(writableDatabase) {
        delete("stops", "trip = ?", arrayOf(id.raw))
        delete("trips", "id = ?", arrayOf(id.raw))
    }

    fun booking(ref: BookingRef): JSONObject? =
        rows("SELECT ref, trip, operator, kind, date, seat, price, status FROM bookings WHERE ref = ?", ref.raw).firstOrNull()

    fun changeSeat(ref: BookingRef, seat: String): Int =
        writableDatabase.update("bookings", ContentValues().apply { put("seat", seat) }, "ref = ?", arrayOf(ref.raw))

    fun cancelBooking(ref: BookingRef): Int =
        writableDatabase.update("bookings", ContentValues().apply { put("status", "cancelled") }, "ref = ?", arrayOf(ref.raw))
}

private fun Cursor.toJson(): List<JSONObject> {
    val out = ArrayList<JSONObject>()
    while (moveToNext()) {
        val row = JSONObject()
        for (i in 0 until columnCount) row.put(getColumnName(i), getString(i))
        out.add(row)
    }
    return out
}
