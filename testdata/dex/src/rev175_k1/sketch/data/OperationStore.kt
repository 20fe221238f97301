package app.kestrel.notes.data

import android.content.ContentValues
import app.kestrel.notes.cetp.JsonEncodable
import app.kestrel.notes.cetp.OperationId
import app.kestrel.notes.cetp.RequestId
import org.json.JSONObject

class OperationRow(val id: OperationId, val state: String, val cancelRequested: Boolean, val result: String?) : JsonEncodable {
    val terminal: Boolean get() = state == "succeeded" || state == "failed" || state == "cancelled"

    override fun toJson(): JSONObject {
        val out = JSONObject().put("operation_id", id.raw).put("state", state)
        when (state) {
            "succeeded" -> out.put("result", JSONObject(result ?: "{}"))
            "failed" -> out.put("error", JSONObject(result ?: "{}"))
            "cancelled" -> {}
            else -> out.put("poll_after_ms", 1000)
        }
        return out
    }
}

/** Background operations, one row each, owned by the UID and request_id that created them. */
class OperationStore(private val db: KestrelDb) {
    fun create(owner: Int, requestId: RequestId): OperationId {
        val id = OperationId.fresh()
        val row = ContentValues()
        row.put("id", id.raw)
        row.put("owner_uid", owner)
        row.put("request_id", requestId.raw)
        row.put("state", "queued")
        row.put("created_at", System.currentTimeMillis())
        db.writableDatabase.insertOrThrow("operations", null, row)
        return id
    }

    fun find(id: OperationId, owner: Int, requestId: RequestId): OperationRow? {
        val c = db.readableDatabase.query("operations", arrayOf("state", "cancel_requested", "result"),
            "id = ? AND owner_uid = ? AND request_id = ?", arrayOf(id.raw, owner.toString(), requestId.raw), null, null, null)
        try {
            if (!c.moveToFirst()) return null
            return OperationRow(id, c.getString(0), c.getInt(1) != 0, c.getString(2))
        } finally {
            c.close()
        }
    }

    fun move(id: OperationId, state: String, result: String?) {
        val row = ContentValues()
        row.put("state", state)
        row.put("result", result)
        db.writableDatabase.update("operations", row, "id = ?", arrayOf(id.raw))
    }

    fun requestCancel(id: OperationId) {
        val row = ContentValues()
        row.put("cancel_requested", 1)
        db.writableDatabase.update("operations", row, "id = ?", arrayOf(id.raw))
    }

    fun cancelRequested(id: OperationId): Boolean {
        val c = db.readableDatabase.query("operations", arrayOf("cancel_requested"), "id = ?", arrayOf(id.raw), null, null, null)
        try {
            return c.moveToFirst() && c.getInt(0) != 0
        } finally {
            c.close()
        }
    }

    /** After a restart: queued or running rows can never finish; they fail instead of running twice. */
    fun failInterrupted() {
        val row = ContentValues()
        row.put("state", "failed")
        row.put("result", "{\"error_code\":\"UNAVAILABLE\",\"error_message\":\"The app restarted before the backup finished.\",\"retryable\":true}")
        db.writableDatabase.update("operations", row, "state = ? OR state = ?", arrayOf("queued", "running"))
    }
}
