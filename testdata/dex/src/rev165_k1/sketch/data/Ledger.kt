package app.quillmark.notes.data

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase
import java.util.concurrent.ConcurrentHashMap

/** What a request_id seen before recorded: its tool, args digest, and terminal state (null while running). */
class Replay(val tool: String, val digest: String, val state: String?, val payload: String?)

/**
 * Deduplication records of mutating calls, keyed by uid/provider/request_id, in the `requests` table. [recent] only
 * saves a query for a retry that arrives soon after: every record is written to the table first.
 */
class RequestLedger(private val db: NotesDb) {
    private val recent = ConcurrentHashMap<String, Replay>()

    fun find(key: String): Replay? = recent[key] ?: db.readableDatabase.rawQuery(
        "SELECT tool, digest, state, payload FROM requests WHERE key = ?", arrayOf(key)
    ).use { c -> if (c.moveToFirst()) Replay(c.getString(0), c.getString(1), c.getString(2), c.getString(3)) else null }
        ?.also { recent[key] = it }

    /** Reserves [key] for one execution; false when another call already holds or finished it. */
    fun claim(key: String, tool: String, digest: String): Boolean {
        val values = ContentValues().apply {
            put("key", key)
            put("tool", tool)
            put("digest", digest)
            put("created_at", System.currentTimeMillis())
        }
        val row = db.writableDatabase.insertWithOnConflict("requests", null, values, SQLiteDatabase.CONFLICT_IGNORE)
        return (row != -1L).also { claimed -> if (claimed) recent[key] = Replay(tool, digest, null, null) }
    }

    fun finish(key: String, state: String, payload: String) {
        val values = ContentValues().apply {
            put("state", state)
            put("payload", payload)
        }
        db.writableDatabase.update("requests", values, "key = ?", arrayOf(key))
        recent.computeIfPresent(key) { _, old -> Replay(old.tool, old.digest, state, payload) }
    }

    /** Gives the key back after a failure that changed nothing, so a retry may run it. */
    fun release(key: String) {
        db.writableDatabase.delete("requests", "key = ? AND state IS NULL", arrayOf(key))
        recent.remove(key)
    }
}
