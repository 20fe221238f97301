package com.saltmarsh.ferry

import android.content.ContentValues
import android.content.Context
import android.content.SharedPreferences
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONArray
import org.json.JSONObject
import java.util.UUID

@JvmInline
value class BookingId(val raw: String)

@JvmInline
value class PassId(val raw: String)

data class Sailing(val id: String, val route: String, val departs: String, val seatsLeft: Int, val farePence: Int)

data class Pass(val id: PassId, val label: String, val balancePence: Int, val vehicle: String?) {
    fun json(): JSONObject = JSONObject().put("pass_id", id.raw).put("label", label).put("balance_pence", balancePence).put("vehicle", vehicle)
}

val Int.pounds: String get() = "£%d.%02d".format(this / 100, this % 100)

class FerryDb(ctx: Context) : SQLiteOpenHelper(ctx, "saltmarsh.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE sailings (id TEXT PRIMARY KEY, route TEXT, departs TEXT, seats_left INTEGER, fare_pence INTEGER)")
        db.execSQL("CREATE TABLE bookings (id TEXT PRIMARY KEY, sailing TEXT, seats INTEGER, status TEXT)")
        db.execSQL("CREATE TABLE passes (id TEXT PRIMARY KEY, label TEXT, balance_pence INTEGER, vehicle TEXT)")
        db.execSQL("CREATE TABLE preferences (name TEXT PRIMARY KEY, value TEXT)")
        db.execSQL("CREATE TABLE audit (uid INTEGER, tool TEXT, subject TEXT, at INTEGER)")
        db.execSQL("CREATE TABLE outcomes (uid INTEGER, provider TEXT, request_id TEXT, tool TEXT, digest TEXT, result TEXT, PRIMARY KEY (uid, provider, request_id))")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in TABLES) db.execSQL("DROP TABLE IF EXISTS $table")
        onCreate(db)
    }

    inline fun <T> query(sql: String, vararg bind: String, read: (Cursor) -> T): T =
        readableDatabase.rawQuery(sql, arrayOf(*bind)).use(read)

    fun sailings(): JSONArray = query(LIST_SAILINGS) { c ->
        JSONArray().apply {
            while (c.moveToNext()) put(JSONObject().put("sailing_id", c.getString(0)).put("route", c.getString(1)).put("departs", c.getString(2)).put("seats_left", c.getInt(3)))
        }
    }

    fun sailing(id: String): Sailing? = query(SAILING, id) { c ->
        if (c.moveToFirst()) Sailing(c.getString(0), c.getString(1), c.getString(2), c.getInt(3), c.getInt(4)) else null
    }

    fun book(sailing: String, seats: Int): BookingId {
        val id = BookingId(UUID.randomUUID().toString())
        writableDatabase.insert("bookings", null, ContentValues().apply {
            put("id", id.raw)
            put("sailing", sailing)
            put("seats", seats)
            put("status", "booked")
        })
        writableDatabase.execSQL("UPDATE sailings SET seats_left = seats_left - ? WHERE id = ?", arrayOf<Any>(seats, sailing))
        return id
    }

    fun itinerary(): List<String> = query(ITINERARY) { c ->
        buildList { while (c.moveToNext()) add("${c.getString(0)}  ${c.getString(1)}  ${c.getInt(2)} seat(s)") }
    }

    fun savePreference(name: String, value: String): Long =
        writableDatabase.insertWithOnConflict("preferences", null, ContentValues().apply {
            put("name", name)
            put("value", value)
        }, SQLiteDatabase.CONFLICT_REPLACE)

    fun passes(): JSONArray = query(LIST_PASSES) { c ->
        JSONArray().apply { while (c.moveToNext()) put(JSONObject().put("pass_id", c.getString(0)).put("label", c.getString(1))) }
    }

    fun pass(id: PassId): Pass? = query(PASS, id.raw) { c ->
        if (c.moveToFirst()) Pass(PassId(c.getString(0)), c.getString(1), c.getInt(2), c.getString(3)) else null
    }

    fun topUp(id: PassId, pence: Int): Int {
        writableDatabase.execSQL("UPDATE passes SET balance_pence = balance_pence + ? WHERE id = ?", arrayOf<Any>(pence, id.raw))
        return pass(id)?.balancePence ?: 0
    }

    fun linkVehicle(id: PassId, plate: String): Boolean =
        writableDatabase.update("passes", ContentValues().apply { put("vehicle", plate) }, "id = ?", arrayOf(id.raw)) == 1

    private companion object {
        const val LIST_SAILINGS = "SELECT id, route, departs, seats_left FROM sailings WHERE departs > datetime('now') ORDER BY departs"
        const val SAILING = "SELECT id, route, departs, seats_left, fare_pence FROM sailings WHERE id = ?"
        const val ITINERARY = "SELECT s.departs, s.route, b.seats FROM bookings b JOIN sailings s ON s.id = b.sailing WHERE b.status = 'booked' ORDER BY s.departs"
        const val LIST_PASSES = "SELECT id, label FROM passes ORDER BY label"
        const val PASS = "SELECT id, label, balance_pence, vehicle FROM passes WHERE id = ?"
        val TABLES = arrayOf("sailings", "bookings", "passes", "preferences", "audit", "outcomes")
    }
}

/** Deduplication of mutations by (UID, provider, request_id), kept in the database so a restart does not repeat one. */
class Outcomes(private val db: FerryDb) {
    data class Outcome(val tool: String, val digest: String, val result: String)

    fun find(uid: Int, provider: String, requestId: String): Outcome? =
        db.query("SELECT tool, digest, result FROM outcomes WHERE uid = ? AND provider = ? AND request_id = ?", uid.toString(), provider, requestId) { c ->
            if (c.moveToFirst()) Outcome(c.getString(0), c.getString(1), c.getString(2)) else null
        }

    fun save(uid: Int, provider: String, requestId: String, tool: String, digest: String, result: String) {
        db.writableDatabase.insertWithOnConflict("outcomes", null, ContentValues().apply {
            put("uid", uid)
            put("provider", provider)
            put("request_id", requestId)
            put("tool", tool)
            put("digest", digest)
            put("result", result)
        }, SQLiteDatabase.CONFLICT_IGNORE)
    }
}

/** The user's Saltmarsh account. */
class Account(private val prefs: SharedPreferences) {
    val user: String? get() = prefs.getString(KEY_USER, null)

    val signedIn: Boolean get() = user != null

    companion object {
        const val KEY_USER = "user"
    }
}
