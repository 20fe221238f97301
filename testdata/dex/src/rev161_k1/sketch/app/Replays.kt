package com.marginalia.notes.tools

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase
import com.marginalia.notes.core.NotesDb
import com.marginalia.notes.core.select
import java.util.concurrent.ConcurrentHashMap

/** A request_id's record: tool, args digest, and the outcome once there is one (status null: still running). */
class Replay(val tool: String, val argsDigest: String, val status: String?, val data: String?)

/** The notes tools' request_id records: written to the replays table, kept in memory in front of it. */
object ReplayStore {
    private val cache = ConcurrentHashMap<String, Replay>()
    @Volatile private var db: NotesDb? = null

    fun attach(notesDb: NotesDb) {
        db = notesDb
    }

    fun prior(key: String): Replay? {
        cache[key]?.let { return it }
        val stored = db!!.readableDatabase.select("SELECT tool, digest, status, data FROM replays WHERE key = ?", arrayOf(key)) { c ->
            Replay(c.getString(0), c.getString(1), c.getString(2), c.getString(3))
        }.firstOrNull() ?: return null
        cache[key] = stored
        return stored
    }

    /** Reserves [key]; false when another call holds it. */
    fun claim(key: String, tool: String, digest: String): Boolean {
        val values = ContentValues()
        values.put("key", key)
        values.put("tool", tool)
        values.put("digest", digest)
        if (db!!.writableDatabase.insertWithOnConflict("replays", null, values, SQLiteDatabase.CONFLICT_IGNORE) == -1L) return false
        cache[key] = Replay(tool, digest, null, null)
        return true
    }

    fun complete(key: String, status: String, data: String) {
        val values = ContentValues()
        values.put("status", status)
        values.put("data", data)
        db!!.writableDatabase.update("replays", values, "key = ?", arrayOf(key))
        val claimed = cache[key]
        if (claimed != null) cache[key] = Replay(claimed.tool, claimed.argsDigest, status, data)
    }

    fun release(key: String) {
        db!!.writableDatabase.delete("replays", "key = ? AND status IS NULL", arrayOf(key))
        cache.remove(key)
    }
}

/** The reminder tools' request_id records. */
object MemoryReplays {
    private val entries = ConcurrentHashMap<String, Replay>()

    fun prior(key: String): Replay? = entries[key]

    /** Reserves [key]; false when another call holds it. */
    fun claim(key: String, tool: String, digest: String): Boolean = entries.putIfAbsent(key, Replay(tool, digest, null, null)) == null

    fun complete(key: String, status: String, data: String) {
        val claimed = entries[key] ?: return
        entries[key] = Replay(claimed.tool, claimed.argsDigest, status, data)
    }

    fun release(key: String) {
        entries.remove(key)
    }
}
