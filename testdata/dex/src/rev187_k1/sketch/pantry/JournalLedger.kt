package app.larder.pantry

import android.content.ContentValues
import app.larder.core.LarderDb
import app.larder.core.MutationLedger
import app.larder.core.Reply
import app.larder.core.ToolCall
import app.larder.core.answer
import app.larder.core.ledgerKey
import app.larder.core.rows
import app.larder.core.snapshot
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap

/**
 * The pantry's mutation journal: the `journal` table, written in the same transaction as the mutation itself, with
 * a read-through cache in front of it. A restart loses only the cache.
 */
class JournalLedger(private val db: LarderDb) : MutationLedger {
    private val cache = ConcurrentHashMap<String, JSONObject>()

    override fun recorded(call: ToolCall, providerId: String): Reply? = lookup(call.ledgerKey(providerId))?.answer(call)

    private fun lookup(key: String): JSONObject? = cache[key] ?: db.getReadableDatabase()
        .query("journal", COLUMNS, "key = ?", arrayOf(key), null, null, null)
        .rows { c -> JSONObject().put("tool", c.getString(0)).put("digest", c.getString(1)).put("reply", JSONObject(c.getString(2))) }
        .firstOrNull()
        ?.also { cache[key] = it }

    @Synchronized
    override fun once(call: ToolCall, providerId: String, work: () -> Reply): Reply {
        val key = call.ledgerKey(providerId)
        return lookup(key)?.answer(call) ?: commit(key, call, work)
    }

    /** Runs [work] and stores its reply in one transaction: both happen, or neither. */
    private fun commit(key: String, call: ToolCall, work: () -> Reply): Reply {
        val database = db.getWritableDatabase()
        database.beginTransaction()
        try {
            val reply = work()
            val snapshot = reply.snapshot()
            database.insertOrThrow("journal", null, ContentValues().apply {
                put("key", key)
                put("tool", call.tool)
                put("digest", call.argsDigest)
                put("reply", snapshot.toString())
                put("at", System.currentTimeMillis())
            })
            database.setTransactionSuccessful()
            cache[key] = JSONObject().put("tool", call.tool).put("digest", call.argsDigest).put("reply", snapshot)
            return reply
        } finally {
            database.endTransaction()
        }
    }

    private companion object {
        val COLUMNS = arrayOf("tool", "digest", "reply")
    }
}
