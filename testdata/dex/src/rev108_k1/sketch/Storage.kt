package com.berthbook

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteException
import android.database.sqlite.SQLiteOpenHelper
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.withContext

class BerthDb(ctx: Context) : SQLiteOpenHelper(ctx, "berthbook.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE berths (id INTEGER PRIMARY KEY, marina TEXT, length_m INTEGER, booking_id INTEGER)")
        db.execSQL("CREATE TABLE bookings (id INTEGER PRIMARY KEY, marina TEXT, vessel TEXT, nights INTEGER)")
        db.execSQL("CREATE TABLE harbour_log (id INTEGER PRIMARY KEY, vessel TEXT, event TEXT, uid INTEGER, at_ms INTEGER, shared_with TEXT)")
        db.execSQL("CREATE TABLE moorings (vessel TEXT PRIMARY KEY, berth TEXT)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS harbour_log")
        onCreate(db)
    }
}

class BookingRepo(private val db: SQLiteDatabase) {
    val mutex = Mutex()

    fun freeCount(marina: String, minLength: Int): Int {
        val sql = "SELECT COUNT(*) FROM berths WHERE marina = '" + marina + "' AND length_m >= " + minLength + " AND booking_id IS NULL"
        return db.rawQuery(sql, null).use { c -> if (c.moveToFirst()) c.getInt(0) else 0 }
    }

    fun heldCount(marina: String): Int =
        db.rawQuery("SELECT COUNT(*) FROM berths WHERE marina = ? AND booking_id IS NOT NULL", arrayOf(marina))
            .use { c -> if (c.moveToFirst()) c.getInt(0) else 0 }

    fun book(marina: String, vessel: String, nights: Int): Long {
        val values = ContentValues()
        values.put("marina", marina)
        values.put("vessel", vessel)
        values.put("nights", nights)
        return db.insertOrThrow("bookings", null, values)
    }

    fun amend(bookingId: String, nights: Int): Int {
        val values = ContentValues()
        values.put("nights", nights)
        val n = db.update("bookings", values, "id = ?", arrayOf(bookingId))
        if (n == 0) throw SQLiteException("no booking row " + bookingId)
        return n
    }

    fun remove(bookingId: String): Int = db.delete("bookings", "id = ?", arrayOf(bookingId))
}

class HarbourLog(private val db: SQLiteDatabase) {
    suspend fun append(vessel: String, event: String, by: CallerUid): Long = withContext(Dispatchers.IO) {
        val values = ContentValues()
        values.put("vessel", vessel)
        values.put("event", event)
        values.put("uid", by.raw)
        values.put("at_ms", System.currentTimeMillis())
        db.insert("harbour_log", null, values)
    }

    suspend fun berthOf(vessel: String): String = withContext(Dispatchers.IO) {
        db.rawQuery("SELECT berth FROM moorings WHERE vessel = ?", arrayOf(vessel))
            .use { c -> if (c.moveToFirst()) c.getString(0) else "" }
    }

    fun shareWith(logId: Long, who: CallerPkg): Int {
        val values = ContentValues()
        values.put("shared_with", who.name)
        return db.update("harbour_log", values, "id = ?", arrayOf(logId.toString()))
    }

    fun purgeBefore(beforeMs: Long): Int = db.delete("harbour_log", "at_ms < ?", arrayOf(beforeMs.toString()))
}

object Permits {
    private val SHARE_PARTNERS = setOf("com.berthbook.crew", "org.harbourmaster.app")

    fun mayShare(who: CallerPkg): Boolean = who.name in SHARE_PARTNERS
}

object Wiring {
    lateinit var app: Context
    val db: SQLiteDatabase by lazy { BerthDb(app).writableDatabase }
    val repo: BookingRepo by lazy { BookingRepo(db) }
    val log: HarbourLog by lazy { HarbourLog(db) }
    val resumes = ResumeBook()
}
