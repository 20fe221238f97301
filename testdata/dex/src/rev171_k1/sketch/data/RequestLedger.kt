package app.larder.kitchen.data

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase

/** What the ledger says about a request_id that is about to change something. */
sealed interface Claim {
    data object Fresh : Claim
    data object Running : Claim
    data object Reused : Claim
    data class Finished(val outcome: String) : Claim
}

/** Durable request deduplication (§6): one `requests` row per uid/provider/request_id, bound to tool and args digest. */
class RequestLedger(private val db: LarderDb) {
    fun claim(key: String, tool: String, argsDigest: String): Claim {
        val row = ContentValues().apply {
            put("dedup_key", key)
            put("tool", tool)
            put("args_digest", argsDigest)
            put("state", RUNNING)
            put("created_at", System.currentTimeMillis())
        }
        val inserted = db.writableDatabase.insertWithOnConflict("requests", null, row, SQLiteDatabase.CONFLICT_IGNORE)
        if (inserted != -1L) return Claim.Fresh
        return db.readableDatabase.query(
            "requests", arrayOf("tool", "args_digest", "state", "outcome"), "dedup_key = ?", arrayOf(key), null, null, null,
        ).use { c ->
            when {
                !c.moveToFirst() -> Claim.Reused
                c.getString(0) != tool || c.getString(1) != argsDigest -> Claim.Reused
                c.getString(2) == DONE -> Claim.Finished(c.getString(3))
                else -> Claim.Running
            }
        }
    }

    fun finish(key: String, outcome: String) {
        val row = ContentValues().apply {
            put("state", DONE)
            put("outcome", outcome)
        }
        db.writableDatabase.update("requests", row, "dedup_key = ?", arrayOf(key))
    }

    /** Drops a claim whose call failed before changing anything, so a corrected retry can run. */
    fun release(key: String) {
        db.writableDatabase.delete("requests", "dedup_key = ? AND state = ?", arrayOf(key, RUNNING))
    }

    private companion object {
        const val RUNNING = "running"
        const val DONE = "done"
    }
}
