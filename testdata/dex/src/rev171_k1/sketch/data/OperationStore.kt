package app.larder.kitchen.data

import android.content.ContentValues
import org.json.JSONObject

/** One background operation as the `operations` table keeps it. */
data class Operation(
    val id: String,
    val ownerUid: Int,
    val requestId: String,
    val state: String,
    val result: String?,
    val cancelRequested: Boolean,
) {
    val terminal: Boolean get() = state in TERMINAL

    fun toJson(): JSONObject = JSONObject().put("operation_id", id).put("state", state).apply {
        when (state) {
            "succeeded" -> put("result", JSONObject().put("kind", "inline").put("value", JSONObject(result ?: "{}")))
            "failed" -> put("error", JSONObject(result ?: FAILED_FALLBACK))
            "queued", "running" -> put("poll_after_ms", 1000)
        }
    }

    companion object {
        val TERMINAL = setOf("succeeded", "failed", "cancelled")
        private const val FAILED_FALLBACK =
            "{\"error_code\":\"INTERNAL_ERROR\",\"error_message\":\"The operation failed.\",\"retryable\":false}"
    }
}

/** Durable operation state (§4.4): rows survive a restart, and only the owning UID can see them. */
class OperationStore(private val db: LarderDb) {
    fun create(id: String, ownerUid: Int, requestId: String) {
        db.writableDatabase.insert("operations", null, ContentValues().apply {
            put("id", id)
            put("owner_uid", ownerUid)
            put("request_id", requestId)
            put("state", "queued")
            put("updated_at", System.currentTimeMillis())
        })
    }

    fun move(id: String, state: String, result: String? = null) {
        db.writableDatabase.update("operations", ContentValues().apply {
            put("state", state)
            result?.let { put("result", it) }
            put("updated_at", System.currentTimeMillis())
        }, "id = ?", arrayOf(id))
    }

    fun requestCancel(id: String) {
        db.writableDatabase.update("operations", ContentValues().apply { put("cancel_requested", 1) }, "id = ?", arrayOf(id))
    }

    /** The operation [id], only for the UID that created it and the request_id that created it. */
    fun find(id: String, uid: Int, requestId: String): Operation? = db.readableDatabase.query(
        "operations", arrayOf("id", "owner_uid", "request_id", "state", "result", "cancel_requested"),
        "id = ? AND owner_uid = ? AND request_id = ?", arrayOf(id, uid.toString(), requestId), null, null, null,
    ).use { c ->
        c.takeIf { it.moveToFirst() }?.run {
            Operation(getString(0), getInt(1), getString(2), getString(3), if (isNull(4)) null else getString(4), getInt(5) == 1)
        }
    }

    fun cancelRequested(id: String): Boolean = db.readableDatabase.query(
        "operations", arrayOf("cancel_requested"), "id = ?", arrayOf(id), null, null, null,
    ).use { c -> c.moveToFirst() && c.getInt(0) == 1 }
}
