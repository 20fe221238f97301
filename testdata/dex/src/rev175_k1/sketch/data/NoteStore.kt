package app.kestrel.notes.data

import android.content.ContentValues
import app.kestrel.notes.cetp.JsonEncodable
import org.json.JSONObject

class NoteRow(val id: Long, val title: String, val body: String, val tag: String?, val updatedAt: Long) : JsonEncodable {
    override fun toJson(): JSONObject = JSONObject()
        .put("id", id.toString()).put("title", title).put("body", body)
        .put("tag", tag ?: "").put("updated_at", updatedAt)
}

class NoteStore(private val db: KestrelDb) {
    fun list(tag: String?, limit: Int): List<NoteRow> {
        val where = if (tag == null) "trashed = 0" else "trashed = 0 AND tag = ?"
        val args = if (tag == null) null else arrayOf(tag)
        return read(where, args, limit)
    }

    fun find(id: Long): NoteRow? = read("id = ? AND trashed = 0", arrayOf(id.toString()), 1).firstOrNull()

    fun all(): List<NoteRow> = read("trashed = 0", null, 10000)

    private fun read(where: String, args: Array<String>?, limit: Int): List<NoteRow> {
        val c = db.readableDatabase.query("notes", arrayOf("id", "title", "body", "tag", "updated_at"),
            where, args, null, null, "updated_at DESC")
        val out = ArrayList<NoteRow>()
        try {
            while (c.moveToNext() && out.size < limit) {
                out.add(NoteRow(c.getLong(0), c.getString(1), c.getString(2), c.getString(3), c.getLong(4)))
            }
        } finally {
            c.close()
        }
        return out
    }

    fun create(title: String, body: String, tag: String?): Long {
        val row = ContentValues()
        row.put("title", title)
        row.put("body", body)
        row.put("tag", tag)
        row.put("updated_at", System.currentTimeMillis())
        return db.writableDatabase.insertOrThrow("notes", null, row)
    }

    fun retag(id: Long, tag: String): Int {
        val row = ContentValues()
        row.put("tag", tag)
        row.put("updated_at", System.currentTimeMillis())
        return db.writableDatabase.update("notes", row, "id = ? AND trashed = 0", arrayOf(id.toString()))
    }

    fun purgeTrash(olderThan: Long): Int =
        db.writableDatabase.delete("notes", "trashed = 1 AND updated_at < ?", arrayOf(olderThan.toString()))
}
