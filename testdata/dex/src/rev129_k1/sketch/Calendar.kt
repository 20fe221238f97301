package com.larkbook

import android.content.ContentValues
import org.json.JSONObject
import java.util.UUID

data class Event(val id: String, val title: String, val day: String, val start: String, val minutes: Int) {
    fun json(): JSONObject =
        JSONObject().put("event_id", id).put("title", title).put("day", day).put("start", start).put("minutes", minutes)
}

class EventRepository(private val db: LarkDb) {
    private val live = "cancelled" eq "0"

    fun find(where: Clause): List<Event> =
        db.readableDatabase.select("events", COLUMNS, live and where, "day, start").rows { event() }

    operator fun get(id: String): Event? =
        db.readableDatabase.select("events", COLUMNS, live and ("id" eq id), "id").rows { event() }.firstOrNull()

    fun insert(title: String, day: String, start: String, minutes: Int, createdBy: Int): String {
        val id = UUID.randomUUID().toString()
        val row = ContentValues().apply {
            put("id", id)
            put("title", title)
            put("day", day)
            put("start", start)
            put("minutes", minutes)
            put("created_by", createdBy)
        }
        db.writableDatabase.insert("events", null, row)
        return id
    }

    fun cancel(id: String): Boolean =
        db.writableDatabase.update("events", ContentValues().apply { put("cancelled", 1) }, "id = ?", arrayOf(id)) == 1

    private fun android.database.Cursor.event() = Event(getString(0), getString(1), getString(2), getString(3), getInt(4))

    companion object {
        private const val COLUMNS = "id, title, day, start, minutes"
    }
}
