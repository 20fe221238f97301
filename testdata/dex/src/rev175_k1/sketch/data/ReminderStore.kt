package app.kestrel.notes.data

import android.content.ContentValues
import app.kestrel.notes.cetp.JsonEncodable
import org.json.JSONObject

class ReminderRow(val id: Long, val text: String, val dueAt: Long, val linkPackage: String?, val done: Boolean) : JsonEncodable {
    override fun toJson(): JSONObject = JSONObject()
        .put("id", id.toString()).put("text", text).put("due_at", dueAt)
        .put("link_package", linkPackage ?: "").put("done", done)
}

class ReminderStore(private val db: KestrelDb) {
    fun open(limit: Int): List<ReminderRow> {
        val c = db.readableDatabase.query("reminders", arrayOf("id", "text", "due_at", "link_package", "done"),
            "done = 0", null, null, null, "due_at ASC")
        val out = ArrayList<ReminderRow>()
        try {
            while (c.moveToNext() && out.size < limit) {
                out.add(ReminderRow(c.getLong(0), c.getString(1), c.getLong(2), c.getString(3), c.getInt(4) != 0))
            }
        } finally {
            c.close()
        }
        return out
    }

    fun add(text: String, dueAt: Long, linkPackage: String?): Long {
        val row = ContentValues()
        row.put("text", text)
        row.put("due_at", dueAt)
        row.put("link_package", linkPackage)
        return db.writableDatabase.insertOrThrow("reminders", null, row)
    }

    fun snooze(id: Long, minutes: Long): Int {
        val row = ContentValues()
        row.put("due_at", System.currentTimeMillis() + minutes * 60_000L)
        return db.writableDatabase.update("reminders", row, "id = ? AND done = 0", arrayOf(id.toString()))
    }

    fun clearDone(): Int = db.writableDatabase.delete("reminders", "done = 1", null)
}
