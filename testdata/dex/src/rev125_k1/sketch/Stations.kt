package com.spokeshare

import android.content.ContentValues
import org.json.JSONArray
import org.json.JSONObject
import java.util.UUID

data class Station(val id: String, val name: String, val freeBikes: Int) {
    fun json(): JSONObject = JSONObject().put("id", id).put("name", name).put("free_bikes", freeBikes)
}

data class Ride(val id: String, val bike: String, val started: Long, val costCents: Int) {
    fun json(): JSONObject = JSONObject().put("id", id).put("bike", bike).put("started", started).put("cost_cents", costCents)
}

fun List<Station>.stationsJson(): JSONArray = JSONArray().also { a -> forEach { a.put(it.json()) } }

fun List<Ride>.ridesJson(): JSONArray = JSONArray().also { a -> forEach { a.put(it.json()) } }

/** The bikes desk's repository: every call answers a Result and never throws. */
class Stations(private val db: SpokeDb) {
    fun search(text: String): Result<List<Station>> = runCatching {
        val sql = "SELECT id, name, free_bikes FROM stations WHERE name LIKE '%$text%' OR street LIKE '%$text%' " +
            "ORDER BY free_bikes DESC LIMIT 20"
        db.readableDatabase.rawQuery(sql, null).use { c ->
            buildList { while (c.moveToNext()) add(Station(c.getString(0), c.getString(1), c.getInt(2))) }
        }
    }

    fun rides(account: String): Result<List<Ride>> = runCatching {
        db.readableDatabase.rawQuery(
            "SELECT id, bike, started, cost_cents FROM rides WHERE account = ? ORDER BY started DESC LIMIT 50",
            arrayOf(account),
        ).use { c ->
            buildList { while (c.moveToNext()) add(Ride(c.getString(0), c.getString(1), c.getLong(2), c.getInt(3))) }
        }
    }

    /** One hold per rider: a new reservation replaces the rider's earlier one. */
    fun hold(bike: String, rider: Int, until: Long): Result<JSONObject> = runCatching {
        val w = db.writableDatabase
        w.beginTransaction()
        try {
            w.delete("holds", "rider = ?", arrayOf(rider.toString()))
            val row = ContentValues()
            row.put("bike", bike)
            row.put("rider", rider)
            row.put("until", until)
            w.insertOrThrow("holds", null, row)
            w.setTransactionSuccessful()
        } finally {
            w.endTransaction()
        }
        JSONObject().put("hold_id", "$bike:$until").put("until", until)
    }

    fun unlock(bike: String, account: String, rider: Int): Result<JSONObject> = runCatching {
        val w = db.writableDatabase
        val holder = w.rawQuery("SELECT rider FROM holds WHERE bike = ?", arrayOf(bike)).use { c ->
            if (c.moveToFirst()) c.getInt(0) else null
        }
        check(holder == null || holder == rider) { "bike $bike is held for another rider" }
        val id = UUID.randomUUID().toString()
        w.beginTransaction()
        try {
            val lock = ContentValues()
            lock.put("locked", 0)
            w.update("bikes", lock, "id = ?", arrayOf(bike))
            w.delete("holds", "bike = ?", arrayOf(bike))
            val ride = ContentValues()
            ride.put("id", id)
            ride.put("account", account)
            ride.put("bike", bike)
            ride.put("started", System.currentTimeMillis())
            w.insertOrThrow("rides", null, ride)
            w.setTransactionSuccessful()
        } finally {
            w.endTransaction()
        }
        JSONObject().put("ride_id", id)
    }

    fun share(ride: String, withApp: String, by: String): Result<JSONObject> = runCatching {
        val id = UUID.randomUUID().toString()
        val row = ContentValues()
        row.put("id", id)
        row.put("ride", ride)
        row.put("with_app", withApp)
        row.put("shared_by", by)
        db.writableDatabase.insertOrThrow("shares", null, row)
        JSONObject().put("share_id", id)
    }
}
