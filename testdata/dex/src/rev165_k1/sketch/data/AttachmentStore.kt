package app.quillmark.notes.data

import android.content.ContentValues
import android.database.Cursor
import org.json.JSONObject
import java.io.File
import java.io.FileNotFoundException
import java.io.InputStream

class Attachment(val id: Long, val noteId: Long, val name: String, val mime: String, val size: Long, val path: String) {
    fun toJson(): JSONObject = JSONObject().put("attachment_id", id).put("note_id", noteId).put("name", name)
        .put("media_type", mime).put("size_bytes", size)
}

private val Cursor.attachment: Attachment
    get() = Attachment(getLong(0), getLong(1), getString(2), getString(3) ?: "application/octet-stream", getLong(4),
        getString(5))

private fun File.fill(input: InputStream): Long = outputStream().use { input.copyTo(it) }

/** Attachments: rows in the database, files under [dir]; imports come from the app's shared [inbox]. */
class AttachmentStore(private val db: NotesDb, private val dir: File, private val inbox: File) {

    /** [order] must be one of [SORTABLE]: it is a column name, which SQL cannot bind. */
    fun list(noteId: Long, order: String): List<Attachment> {
        check(order in SORTABLE) { "unsortable column" }
        val sql = buildString {
            append("SELECT id, note_id, name, mime, size, path FROM attachments WHERE note_id = ?")
            append(" ORDER BY ").append(order)
            if (order != "name") append(" DESC")
        }
        return db.readableDatabase.rawQuery(sql, arrayOf(noteId.toString()))
            .use { c -> buildList { while (c.moveToNext()) add(c.attachment) } }
    }

    fun find(id: Long): Attachment? =
        db.readableDatabase.rawQuery("SELECT id, note_id, name, mime, size, path FROM attachments WHERE id = ?",
            arrayOf(id.toString())).use { c -> if (c.moveToFirst()) c.attachment else null }

    fun fileOf(attachment: Attachment): File = File(dir, attachment.path)

    /** Copies inbox/[fileName] into the note's attachments; the name may not leave the inbox. */
    fun import(noteId: Long, fileName: String, mime: String): Attachment {
        val source = File(inbox, fileName).canonicalFile
        require(source.parentFile == inbox.canonicalFile) { "file_name must name a file in the inbox" }
        if (!source.isFile) throw FileNotFoundException(source.path)
        val stored = "n" + noteId + "_" + System.nanoTime() + "_" + source.name
        dir.mkdirs()
        source.inputStream().use { File(dir, stored).fill(it) }
        val values = ContentValues().apply {
            put("note_id", noteId)
            put("name", source.name)
            put("mime", mime)
            put("size", source.length())
            put("path", stored)
            put("added_at", System.currentTimeMillis())
        }
        val id = db.writableDatabase.insertOrThrow("attachments", null, values)
        return Attachment(id, noteId, source.name, mime, source.length(), stored)
    }

    /** Marks the note's pending attachments as synced, one at a time, until [cancelled] says stop. */
    fun syncPending(noteId: Long, cancelled: () -> Boolean): Int {
        val pending = db.readableDatabase.rawQuery("SELECT id FROM attachments WHERE note_id = ? AND synced = 0",
            arrayOf(noteId.toString())).use { c -> buildList { while (c.moveToNext()) add(c.getLong(0)) } }
        var done = 0
        for (id in pending) {
            if (cancelled()) break
            val values = ContentValues().apply { put("synced", 1) }
            done += db.writableDatabase.update("attachments", values, "id = ?", arrayOf(id.toString()))
        }
        return done
    }

    fun purge(attachment: Attachment): Boolean =
        (db.writableDatabase.delete("attachments", "id = ?", arrayOf(attachment.id.toString())) == 1)
            .also { if (it) fileOf(attachment).delete() }

    companion object {
        @JvmField
        val SORTABLE = setOf("added_at", "name", "size")
    }
}
