package app.tallybook.budget.data

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase

/** What the ledger knows about a request_id before a mutation runs. */
sealed interface Claim {
    data object Fresh : Claim
    data object Running : Claim
    data object Mismatch : Claim
    data class Finished(val outcome: String) : Claim
}

/** Durable deduplication records for mutating tools (§6), rows of the `requests` table. */
class RequestLedger(private val db: TallyDb) {
    fun claim(key: String, tool: String, argsDigest: String): Claim {
        val values = ContentValues().apply {
            put("dedup_key", key)
            put("tool", tool)
            put("args_digest", argsDigest)
            put("state", STATE_RUNNING)
            put("created_at", System.currentTimeMillis())
        }
        val row = db.writableDatabase.insertWithOnConflict("requests", null, values, SQLiteDatabase.CONFLICT_IGNORE)
        if (row != -1L) return Claim.Fresh
        return db.readableDatabase.query(
            "requests", arrayOf("tool", "args_digest", "state", "outcome"), "dedup_key = ?", arrayOf(key), null, null, null,
        ).use { c ->
            when {
                !c.moveToFirst() -> Claim.Mismatch
                c.getString(0) != tool || c.getString(1) != argsDigest -> Claim.Mismatch
                c.getString(2) == STATE_DONE -> Claim.Finished(c.getString(3))
                else -> Claim.Running
            }
        }
    }

    fun finish(key: String, outcome: String) {
        val values = ContentValues().apply {
            put("state", STATE_DONE)
            put("outcome", outcome)
        }
        db.writableDatabase.update("requests", values, "dedup_key = ?", arrayOf(key))
    }

    /** Drops a claim whose call ended before any effect (confirmation pending, invalid input). */
    fun release(key: String) {
        db.writableDatabase.delete("requests", "dedup_key = ? AND state = ?", arrayOf(key, STATE_RUNNING))
    }

    private companion object {
        const val STATE_RUNNING = "running"
        const val STATE_DONE = "done"
    }
}
