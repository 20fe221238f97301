package app.trailmark.logbook.data

import android.content.ContentValues
import android.database.Cursor
import org.json.JSONObject

data class Operation(
    val id: String,
    val ownerUid: Int,
    val requestId: String,
    val tool: String,
    val state: String,
    val done: Int,
    val result: String?,
    val errorCode: String?,
    val errorMessage: String?,
) {
    val terminal: Boolean get() = state == SUCCEEDED || state == FAILED || state == CANCELLED

    fun toJson(): JSONObject = JSONObject().apply {
        put("operation_id", id)
        put("state", state)
        put("progress", JSONObject().put("current", done).put("message", "$done entries archived"))
        when (state) {
            SUCCEEDED -> put("result", JSONObject().put("kind", "inline").put("value", JSONObject(result ?: "{}")))
            FAILED -> put(
                "error",
                JSONObject().put("error_code", errorCode ?: "INTERNAL_ERROR").put("error_message", errorMessage ?: "")
                    .put("retryable", false),
            )
            CANCELLED -> Unit
            else -> put("poll_after_ms", 1000)
        }
    }

    companion object {
        const val QUEUED = "queued"
        const val RUNNING = "running"
        const val SUCCEEDED = "succeeded"
        const val FAILED = "failed"
        const val CANCELLED = "cancelled"
    }
}

/** Background operations (§4.4), kept in the `operations` table so a restart loses none. */
class OperationStore(private val db: TrailDb) {
    private val Cursor.operation: Operation
        get() = Operation(
            getString(0), getInt(1), getString(2), getString(3), getString(4), getInt(5),
            if (isNull(6)) null else getString(6), if (isNull(7)) null else getString(7), if (isNull(8)) null else getString(8),
        )

    fun create(id: String, ownerUid: Int, requestId: String, tool: String) {
        val values = ContentValues().apply {
            put("id", id)
            put("owner_uid", ownerUid)
            put("request_id", requestId)
            put("tool", tool)
            put("state", Operation.QUEUED)
            put("updated_at", System.currentTimeMillis())
        }
        db.writableDatabase.insertOrThrow("operations", null, values)
    }

    fun find(id: String): Operation? =
        db.readableDatabase.query("operations", COLUMNS, "id = ?", arrayOf(id), null, null, null)
            .use { c -> if (c.moveToFirst()) c.operation else null }

    fun moveTo(id: String, state: String) = set(id, ContentValues().apply { put("state", state) })

    fun progress(id: String, done: Int) = set(id, ContentValues().apply { put("done", done) })

    fun succeed(id: String, result: String) = set(id, ContentValues().apply {
        put("result", result)
        put("state", Operation.SUCCEEDED)
    })

    fun fail(id: String, code: String, message: String) = set(id, ContentValues().apply {
        put("error_code", code)
        put("error_message", message)
        put("state", Operation.FAILED)
    })

    fun requestCancel(id: String) = set(id, ContentValues().apply { put("cancel_requested", 1) })

    fun cancelRequested(id: String): Boolean =
        db.readableDatabase.query("operations", arrayOf("cancel_requested"), "id = ?", arrayOf(id), null, null, null)
            .use { c -> c.moveToFirst() && c.getInt(0) == 1 }

    private fun set(id: String, values: ContentValues) {
        values.put("updated_at", System.currentTimeMillis())
        db.writableDatabase.update("operations", values, "id = ?", arrayOf(id))
    }

    private companion object {
        val COLUMNS = arrayOf("id", "owner_uid", "request_id", "tool", "state", "done", "result", "error_code", "error_message")
    }
}
