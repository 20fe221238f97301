package app.trailmark.logbook.data

import android.content.ContentValues
import android.database.Cursor
import org.json.JSONObject

data class Entry(val id: Long, val routeId: Long?, val text: String, val writtenAt: Long) {
    fun toJson(): JSONObject = JSONObject()
        .put("id", id)
        .put("route_id", routeId ?: 0L)
        .put("text", text)
        .put("written_at_ms", writtenAt)
}

interface Journal {
    fun recent(limit: Int): List<Entry>
    fun add(routeId: Long?, text: String): Long
    fun delete(id: Long): Boolean

    /** Moves up to [batch] live entries written before [cutoffMs] to the archive; returns how many moved. */
    fun archiveBatch(cutoffMs: Long, batch: Int): Int
}

class SqlJournal(private val db: TrailDb) : Journal {
    private val Cursor.entry: Entry
        get() = Entry(getLong(0), if (isNull(1)) null else getLong(1), getString(2), getLong(3))

    override fun recent(limit: Int): List<Entry> =
        db.readableDatabase.query("entries", COLUMNS, "archived = 0", null, null, null, "written_at DESC", "$limit")
            .use { c -> buildList { while (c.moveToNext()) add(c.entry) } }

    override fun add(routeId: Long?, text: String): Long {
        val values = ContentValues().apply {
            routeId?.let { put("route_id", it) }
            put("text", text)
            put("written_at", System.currentTimeMillis())
        }
        return db.writableDatabase.insertOrThrow("entries", null, values)
    }

    override fun delete(id: Long): Boolean = db.writableDatabase.delete("entries", "id = ?", arrayOf("$id")) == 1

    override fun archiveBatch(cutoffMs: Long, batch: Int): Int {
        val ids = db.readableDatabase.query(
            "entries", arrayOf("id"), "archived = 0 AND written_at < ?", arrayOf("$cutoffMs"), null, null, "id", "$batch",
        ).use { c -> buildList { while (c.moveToNext()) add(c.getLong(0)) } }
        val values = ContentValues().apply { put("archived", 1) }
        for (id in ids) db.writableDatabase.update("entries", values, "id = ?", arrayOf("$id"))
        return ids.size
    }

    private companion object {
        val COLUMNS = arrayOf("id", "route_id", "text", "written_at")
    }
}

/** The journal as one caller sees it: deletes are audited under the UID captured when the call arrived. */
class AuditedJournal private constructor(
    private val inner: Journal,
    private val audit: AuditLog,
    private val actorUid: Int,
) : Journal by inner {
    override fun delete(id: Long): Boolean {
        val removed = inner.delete(id)
        if (removed) audit.record(actorUid, "delete_entry", "entry/$id")
        return removed
    }

    companion object {
        fun actingFor(uid: Int, inner: Journal, audit: AuditLog): Journal = AuditedJournal(inner, audit, uid)
    }
}
