package com.parcelnest.app

import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

class Reservation(val id: Long, val lockerId: Long, val code: String, val state: String)

/** The app's database: parcels, lockers and reservations, the audit trail, and the mutations' recorded replies. */
class ParcelDb private constructor(ctx: Context) : SQLiteOpenHelper(ctx, "parcelnest.db", null, 3) {

    override fun onCreate(db: SQLiteDatabase) {
        SCHEMA.forEach { db.execSQL(it) }
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        TABLES.forEach { db.execSQL("DROP TABLE IF EXISTS $it") }
        onCreate(db)
    }

    fun parcels(state: String): JSONArray {
        val filtered = state != "any"
        return readableDatabase.query("parcels", PARCEL_COLUMNS, if (filtered) "state = ?" else null,
            if (filtered) arrayOf(state) else null, null, null, "updated_at DESC", "200").use { c -> c.toParcels() }
    }

    fun parcel(id: Long): JSONObject? =
        readableDatabase.query("parcels", PARCEL_COLUMNS, "_id = ?", arrayOf(id.toString()), null, null, null, null)
            .use { c -> c.toParcels().takeIf { it.length() > 0 }?.let { JSONObject().put("parcel", it) } }

    /** Forgets parcels delivered before [before] (their tracking pages are gone by then). */
    fun pruneDelivered(before: Long): Int =
        writableDatabase.delete("parcels", "state = 'delivered' AND updated_at < ?", arrayOf(before.toString()))

    fun redirect(id: Long, address: String): Int = writableDatabase.update("parcels",
        ContentValues().apply {
            put("address", address)
            put("state", "redirecting")
            put("updated_at", System.currentTimeMillis())
        }, "_id = ? AND state IN ('announced', 'in_transit')", arrayOf(id.toString()))

    fun releaseToNeighbour(id: Long, neighbour: String): Int = writableDatabase.update("parcels",
        ContentValues().apply {
            put("neighbour", neighbour)
            put("state", "release_requested")
            put("updated_at", System.currentTimeMillis())
        }, "_id = ? AND state = 'out_for_delivery'", arrayOf(id.toString()))

    fun lockersNear(lat: Double, lon: Double, limit: Int): JSONArray =
        readableDatabase.rawQuery(NEAREST_LOCKERS, arrayOf(lat.toString(), lat.toString(), lon.toString(), lon.toString(), limit.toString()))
            .use { c ->
                JSONArray().apply {
                    while (c.moveToNext()) {
                        put(JSONObject().put("locker_id", c.getLong(0)).put("name", c.getString(1))
                            .put("lat", c.getDouble(2)).put("lon", c.getDouble(3)).put("free", c.getInt(4)))
                    }
                }
            }

    fun reserve(lockerId: Long, uid: Int, pkg: String, days: Int, code: String): Long = writableDatabase.insert("reservations", null,
        ContentValues().apply {
            put("locker_id", lockerId)
            put("owner_uid", uid)
            put("owner_pkg", pkg)
            put("days", days)
            put("code", code)
            put("state", "reserved")
            put("created_at", System.currentTimeMillis())
        })

    fun reservation(id: Long, uid: Int): Reservation? =
        readableDatabase.query("reservations", arrayOf("_id", "locker_id", "code", "state"), "_id = ? AND owner_uid = ?",
            arrayOf(id.toString(), uid.toString()), null, null, null, null)
            .use { c -> if (c.moveToFirst()) Reservation(c.getLong(0), c.getLong(1), c.getString(2), c.getString(3)) else null }

    fun markOpened(id: Long): Int = writableDatabase.update("reservations",
        ContentValues().apply { put("state", "opened") }, "_id = ? AND state = 'reserved'", arrayOf(id.toString()))

    fun audit(uid: Int, providerId: String, tool: String, requestId: String, outcome: String) {
        writableDatabase.insert("audit", null, ContentValues().apply {
            put("uid", uid)
            put("provider", providerId)
            put("tool", tool)
            put("request_id", requestId)
            put("outcome", outcome)
            put("at", System.currentTimeMillis())
        })
    }

    fun prior(key: RetryKey): Prior? =
        readableDatabase.query("replies", arrayOf("tool", "digest", "status", "data"), "uid = ? AND provider = ? AND request_id = ?",
            arrayOf(key.uid.toString(), key.providerId, key.requestId), null, null, null, null)
            .use { c -> if (c.moveToFirst()) Prior(c.getString(0), c.getString(1), c.getString(2), c.getString(3)) else null }

    /** Keeps a mutation's successful reply for the idempotency window, so a retry gets it again instead of a second run. */
    fun record(key: RetryKey, tool: String, argsDigest: String, reply: Bundle) {
        if (reply.getString("status") != "success") return
        writableDatabase.insertWithOnConflict("replies", null, ContentValues().apply {
            put("uid", key.uid)
            put("provider", key.providerId)
            put("request_id", key.requestId)
            put("tool", tool)
            put("digest", argsDigest)
            put("status", "success")
            put("data", reply.getString("data"))
            put("at", System.currentTimeMillis())
        }, SQLiteDatabase.CONFLICT_IGNORE)
    }

    fun historyJson(): String = JSONObject().put("parcels", parcels("any")).toString()

    fun reservationsJson(): String =
        readableDatabase.query("reservations", arrayOf("_id", "locker_id", "days", "state", "created_at"), null, null, null, null, "created_at DESC", null)
            .use { c ->
                JSONArray().apply {
                    while (c.moveToNext()) {
                        put(JSONObject().put("reservation_id", c.getLong(0)).put("locker_id", c.getLong(1))
                            .put("days", c.getInt(2)).put("state", c.getString(3)).put("created_at", c.getLong(4)))
                    }
                }.toString()
            }

    private fun Cursor.toParcels(): JSONArray = JSONArray().apply {
        while (moveToNext()) {
            put(JSONObject().put("parcel_id", getLong(0)).put("carrier", getString(1)).put("tracking", getString(2))
                .put("state", getString(3)).put("address", getString(4)).put("updated_at", getLong(5)))
        }
    }

    companion object {
        private val TABLES = listOf("parcels", "lockers", "reservations", "audit", "replies")
        private val PARCEL_COLUMNS = arrayOf("_id", "carrier", "tracking", "state", "address", "updated_at")
        private const val NEAREST_LOCKERS = "SELECT _id, name, lat, lon, free FROM lockers WHERE free > 0 " +
            "ORDER BY (lat - ?) * (lat - ?) + (lon - ?) * (lon - ?) LIMIT ?"
        private val SCHEMA = listOf(
            "CREATE TABLE parcels (_id INTEGER PRIMARY KEY, carrier TEXT, tracking TEXT, state TEXT, address TEXT, neighbour TEXT, updated_at INTEGER)",
            "CREATE TABLE lockers (_id INTEGER PRIMARY KEY, name TEXT, lat REAL, lon REAL, free INTEGER)",
            "CREATE TABLE reservations (_id INTEGER PRIMARY KEY, locker_id INTEGER, owner_uid INTEGER, owner_pkg TEXT, days INTEGER, code TEXT, state TEXT, created_at INTEGER)",
            "CREATE TABLE audit (_id INTEGER PRIMARY KEY, uid INTEGER, provider TEXT, tool TEXT, request_id TEXT, outcome TEXT, at INTEGER)",
            "CREATE TABLE replies (uid INTEGER, provider TEXT, request_id TEXT, tool TEXT, digest TEXT, status TEXT, data TEXT, at INTEGER, " +
                "PRIMARY KEY (uid, provider, request_id))",
        )

        @Volatile
        private var instance: ParcelDb? = null

        fun open(ctx: Context): ParcelDb =
            instance ?: synchronized(this) { instance ?: ParcelDb(ctx.applicationContext).also { instance = it } }
    }
}
