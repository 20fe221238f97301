package app.kestrel.notes.data

import android.content.ContentValues
import app.kestrel.notes.cetp.RequestId
import app.kestrel.notes.cetp.ToolFailure
import app.kestrel.notes.cetp.ToolException
import app.kestrel.notes.cetp.ToolName
import org.json.JSONObject

/** Durable request deduplication: one `requests` row per (uid, provider, request_id), bound to tool and args digest. */
class RequestLedger(private val db: KestrelDb) {
    private class Prior(val tool: String, val digest: String, val result: String?)

    /** Runs [work] once per key; a repeat gets the recorded value, a repeat with other content INVALID_REQUEST. */
    fun once(uid: Int, provider: String, requestId: RequestId, tool: ToolName, digest: String, work: () -> JSONObject): JSONObject {
        val key = arrayOf(uid.toString(), provider, requestId.raw)
        val prior = reserve(key, tool.value, digest)
        if (prior != null) {
            if (prior.tool != tool.value || prior.digest != digest) throw ToolException(ToolFailure.ReusedRequestId(tool))
            val done = prior.result ?: throw ToolException(ToolFailure.InFlight)
            return JSONObject(done)
        }
        val value = try {
            work()
        } catch (e: Throwable) {
            db.writableDatabase.delete("requests", WHERE, key)
            throw e
        }
        val done = ContentValues()
        done.put("result", value.toString())
        db.writableDatabase.update("requests", done, WHERE, key)
        return value
    }

    /** The earlier row for this key, or null after inserting the reservation (one executor per key). */
    @Synchronized
    private fun reserve(key: Array<String>, tool: String, digest: String): Prior? {
        val prior = lookup(key)
        if (prior != null) return prior
        val row = ContentValues()
        row.put("uid", key[0].toInt())
        row.put("provider", key[1])
        row.put("request_id", key[2])
        row.put("tool", tool)
        row.put("digest", digest)
        row.put("created_at", System.currentTimeMillis())
        db.writableDatabase.insertOrThrow("requests", null, row)
        return null
    }

    private fun lookup(key: Array<String>): Prior? {
        val c = db.readableDatabase.query("requests", arrayOf("tool", "digest", "result"), WHERE, key, null, null, null)
        try {
            return if (c.moveToFirst()) Prior(c.getString(0), c.getString(1), c.getString(2)) else null
        } finally {
            c.close()
        }
    }

    private companion object {
        const val WHERE = "uid = ? AND provider = ? AND request_id = ?"
    }
}
