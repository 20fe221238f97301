package app.quire.reader.data

import android.content.ContentValues
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import org.json.JSONObject

/** A background sync as get_operation reports it. */
class Operation(val id: String, val state: String, val result: JSONObject?) {
    val terminal: Boolean get() = state == "succeeded" || state == "failed" || state == "cancelled"

    fun toJson(): JSONObject {
        val out = JSONObject().put("operation_id", id).put("state", state)
        when (state) {
            "succeeded" -> out.put("result", result)
            "failed" -> out.put("error", result)
            "queued", "running" -> out.put("poll_after_ms", 1500)
        }
        return out
    }
}

/** Durable operation rows (§4.4), owned by the UID and request_id that started them. */
class OperationRepository(private val db: QuireDb) {
    private val lock = Mutex()
    private val lastSeq = MutableStateFlow(-1L)

    suspend fun create(uid: Int, requestId: String): String = lock.withLock {
        if (lastSeq.value < 0) lastSeq.value = maxSeq()
        val seq = lastSeq.value + 1
        lastSeq.value = seq
        val id = "op-" + seq
        withContext(Dispatchers.IO) {
            val row = ContentValues()
            row.put("id", id)
            row.put("seq", seq)
            row.put("owner_uid", uid)
            row.put("request_id", requestId)
            row.put("state", "queued")
            row.put("updated_at", System.currentTimeMillis())
            db.writableDatabase.insert("operations", null, row)
        }
        id
    }

    private suspend fun maxSeq(): Long = withContext(Dispatchers.IO) {
        db.readableDatabase.query("operations", arrayOf("seq"), null, null, null, null, "seq DESC")
            .use { c -> if (c.moveToFirst()) c.getLong(0) else 0L }
    }

    suspend fun find(id: String, uid: Int, requestId: String): Operation? = withContext(Dispatchers.IO) {
        db.readableDatabase.query(
            "operations", arrayOf("state", "result"), "id = ? AND owner_uid = ? AND request_id = ?",
            arrayOf(id, uid.toString(), requestId), null, null, null,
        ).use { c -> if (c.moveToFirst()) Operation(id, c.getString(0), c.getString(1)?.let { JSONObject(it) }) else null }
    }

    suspend fun move(id: String, state: String, result: JSONObject? = null) {
        withContext(Dispatchers.IO) {
            val row = ContentValues()
            row.put("state", state)
            if (result != null) row.put("result", result.toString())
            row.put("updated_at", System.currentTimeMillis())
            db.writableDatabase.update("operations", row, "id = ?", arrayOf(id))
        }
    }

    suspend fun requestCancel(id: String) {
        withContext(Dispatchers.IO) {
            val row = ContentValues()
            row.put("cancel_requested", 1)
            db.writableDatabase.update("operations", row, "id = ?", arrayOf(id))
        }
    }

    suspend fun cancelRequested(id: String): Boolean = withContext(Dispatchers.IO) {
        db.readableDatabase.query("operations", arrayOf("cancel_requested"), "id = ?", arrayOf(id), null, null, null)
            .use { c -> c.moveToFirst() && c.getInt(0) == 1 }
    }

    /** After a restart nothing runs the queued or running rows any more: they end as failed, never run twice. */
    suspend fun failInterrupted(error: JSONObject) {
        withContext(Dispatchers.IO) {
            val row = ContentValues()
            row.put("state", "failed")
            row.put("result", error.toString())
            row.put("updated_at", System.currentTimeMillis())
            db.writableDatabase.update("operations", row, "state = ? OR state = ?", arrayOf("queued", "running"))
        }
    }
}
