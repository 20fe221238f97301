package com.kitelog

import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase

class LogDb(context: Context) {
    val db: SQLiteDatabase = context.openOrCreateDatabase("kitelog.db", 0, null)
}

class LogRepo(private val store: LogDb) {
    fun deleteSession(id: Long): Int = store.db.delete("sessions", "id = ?", arrayOf(id.toString()))

    fun deleteDay(day: String): Int = store.db.delete("sessions", "day = ?", arrayOf(day))

    fun stats(id: Long): String {
        val c = store.db.rawQuery("SELECT minutes, max_knots FROM sessions WHERE id = ?", arrayOf(id.toString()))
        try {
            return if (c.moveToFirst()) "{\"minutes\":" + c.getInt(0) + ",\"max_knots\":" + c.getInt(1) + "}" else "null"
        } finally {
            c.close()
        }
    }
}

class SpotDb(context: Context) {
    val db: SQLiteDatabase = context.openOrCreateDatabase("spots.db", 0, null)
}

class SpotRepo(private val store: SpotDb) {
    fun findByName(name: String): List<String> =
        read(store.db.rawQuery("SELECT name, wind FROM spots WHERE name = '" + name + "'", null))

    fun inCountry(country: String): List<String> =
        read(store.db.rawQuery("SELECT name FROM spots WHERE country = ?", arrayOf(country)))

    fun names(): List<String> = read(store.db.rawQuery("SELECT name FROM spots", null))

    fun purge(spot: String) {
        store.db.delete("spots", "name = ?", arrayOf(spot))
    }

    fun archive(spot: String) {
        store.db.update("spots", ContentValues().apply { put("archived", 1) }, "name = ?", arrayOf(spot))
    }

    fun markPending(spot: String) {
        store.db.update("spots", ContentValues().apply { put("pending", 1) }, "name = ?", arrayOf(spot))
    }

    fun touch(uid: Int, spot: String) {
        store.db.insert("visits", null, ContentValues().apply { put("uid", uid); put("spot", spot) })
    }

    private fun read(c: Cursor): List<String> {
        val out = ArrayList<String>()
        while (c.moveToNext()) out.add(c.getString(0))
        c.close()
        return out
    }
}

interface Exporter {
    fun export(rows: List<String>): String
}

class CsvExporter : Exporter {
    override fun export(rows: List<String>): String {
        if (rows.isEmpty()) throw IllegalStateException("no spots in /data/data/com.kitelog/databases/spots.db")
        return rows.joinToString("\n")
    }
}
