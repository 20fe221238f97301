package app.quire.reader.data

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONObject

/** One dedup record: the tool and args digest a request_id was first used with, and its result once finished. */
class RequestRow(val tool: String, val argsDigest: String, val value: JSONObject?)

/** The `requests` table behind the sync provider's ledger (§6: durable across restarts). */
class RequestRepository(private val db: QuireDb) {
    suspend fun find(key: String): RequestRow? = withContext(Dispatchers.IO) {
        db.readableDatabase.query(
            "requests", arrayOf("tool", "args_digest", "outcome"), "dedup_key = ?", arrayOf(key), null, null, null,
        ).use { c ->
            if (!c.moveToFirst()) null
            else RequestRow(c.getString(0), c.getString(1), c.getString(2)?.let { JSONObject(it) })
        }
    }

    suspend fun reserve(key: String, tool: String, argsDigest: String): Boolean = withContext(Dispatchers.IO) {
        val row = ContentValues()
        row.put("dedup_key", key)
        row.put("tool", tool)
        row.put("args_digest", argsDigest)
        row.put("created_at", System.currentTimeMillis())
        db.writableDatabase.insertWithOnConflict("requests", null, row, SQLiteDatabase.CONFLICT_IGNORE) != -1L
    }

    suspend fun finish(key: String, value: JSONObject) {
        withContext(Dispatchers.IO) {
            val row = ContentValues()
            row.put("outcome", value.toString())
            db.writableDatabase.update("requests", row, "dedup_key = ?", arrayOf(key))
        }
    }

    /** Drops the reservation of a call that failed before changing anything, so a corrected retry can run. */
    suspend fun release(key: String) {
        withContext(Dispatchers.IO) {
            db.writableDatabase.delete("requests", "dedup_key = ? AND outcome IS NULL", arrayOf(key))
        }
    }
}
