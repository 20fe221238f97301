package app.quillmark.notes.data

import android.content.ContentValues
import android.database.Cursor
import org.json.JSONObject
import java.io.File
import java.io.IOException

class Note(val id: Long, val title: String, val folder: String?, val archived: Boolean, val updatedAt: Long) {
    fun toJson(): JSONObject = JSONObject().put("note_id", id).put("title", title).put("folder", folder ?: "")
        .put("archived", archived).put("updated_at_ms", updatedAt)
}

private val Cursor.note: Note
    get() = Note(getLong(0), getString(1), if (isNull(2)) null else getString(2), getInt(3) != 0, getLong(4))

private const val COLUMNS = "id, title, folder, archived, updated_at"

/** Notes: rows in the database, bodies as Markdown files under [bodies]. */
class NoteStore(private val db: NotesDb, private val bodies: File) {

    fun list(folder: String?, limit: Int): List<Note> =
        db.readableDatabase.query("notes", COLUMNS.split(", ").toTypedArray(),
            if (folder == null) "archived = 0" else "archived = 0 AND folder = ?",
            folder?.let { arrayOf(it) }, null, null, "updated_at DESC", limit.toString())
            .use { c -> buildList { while (c.moveToNext()) add(c.note) } }

    /** Notes carrying [tag]; the tags column is a comma-separated list. */
    fun search(tag: String, limit: Int): List<Note> {
        val sql = buildString {
            append("SELECT ").append(COLUMNS).append(" FROM notes WHERE archived = 0")
            if (tag.isNotEmpty()) append(" AND tags LIKE '%").append(tag).append("%'")
            append(" ORDER BY updated_at DESC LIMIT ").append(limit)
        }
        return db.readableDatabase.rawQuery(sql, null).use { c -> buildList { while (c.moveToNext()) add(c.note) } }
    }

    fun find(id: Long): Note? =
        db.readableDatabase.rawQuery("SELECT $COLUMNS FROM notes WHERE id = ?", arrayOf(id.toString()))
            .use { c -> c.takeIf { it.moveToFirst() }?.note }

    fun bodyFile(id: Long): File = File(bodies, "$id.md")

    @Throws(IOException::class)
    fun create(title: String, folder: String?, tags: List<String>, body: String): Long {
        val values = ContentValues().apply {
            put("title", title)
            put("folder", folder)
            put("tags", tags.joinToString(","))
            put("updated_at", System.currentTimeMillis())
        }
        val id = db.writableDatabase.insert("notes", null, values)
        if (id < 0) throw IOException("insert into notes failed")
        bodies.mkdirs()
        bodyFile(id).outputStream().bufferedWriter().use { it.write(body) }
        return id
    }

    fun archive(id: Long): Boolean = ContentValues().run {
        put("archived", 1)
        put("updated_at", System.currentTimeMillis())
        db.writableDatabase.update("notes", this, "id = ?", arrayOf(id.toString())) == 1
    }

    fun delete(id: Long): Boolean =
        (db.writableDatabase.delete("notes", "id = ?", arrayOf(id.toString())) == 1)
            .also { deleted -> if (deleted) bodyFile(id).delete() }
}
