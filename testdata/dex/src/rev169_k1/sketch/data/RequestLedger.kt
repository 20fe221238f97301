package app.trailmark.logbook.data

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase

/** The ledger's answer for a request_id that is about to mutate something. */
sealed interface Claim {
    data object Fresh : Claim
    data object Running : Claim
    data object Mismatch : Claim
    data class Finished(val outcome: String) : Claim
}

/** Durable deduplication of mutating calls (§6): one row per uid/provider/request_id in `requests`. */
class RequestLedger(private val db: TrailDb) {
    fun claim(key: String, tool: String, argsDigest: String): Claim {
        val values = ContentValues().apply {
            put("dedup_key", key)
            put("tool", tool)
            put("args_digest", argsDigest)
            put("state", RUNNING)
            put("created_at", System.currentTimeMillis())
        }
        if (db.writableDatabase.insertWithOnConflict("requests", null, values, SQLiteDatabase.CONFLICT_IGNORE) != -1L) {
            return Claim.Fresh
        }
        return db.readableDatabase.query(
            "requests", arrayOf("tool", "args_digest", "state", "outcome"), "dedup_key = ?", arrayOf(key), null, null, null,
        ).use { c ->
            when {
                !c.moveToFirst() -> Claim.Mismatch
                c.getString(0) != tool || c.getString(1) != argsDigest -> Claim.Mismatch
                c.getString(2) == DONE -> Claim.Finished(c.getString(3))
                else -> Claim.Running
            }
        }
    }

    fun finish(key: String, outcome: String) {
        val values = ContentValues().apply {
            put("state", DONE)
            put("outcome", outcome)
        }
        db.writableDatabase.update("requests", values, "dedup_key = ?", arrayOf(key))
    }

    /** Forgets a claim whose call ended before any effect (waiting for the user, bad input). */
    fun release(key: String) {
        db.writableDatabase.delete("requests", "dedup_key = ? AND state = ?", arrayOf(key, RUNNING))
    }

    private companion object {
        const val RUNNING = "running"
        const val DONE = "done"
    }
}
