package app.keelson.backup.cetp

import android.content.ContentValues
import app.keelson.backup.data.BackupDb
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap

/** A background execution: whose it is (the UID that started it), what it ran, and where it got to. */
class Operation(val id: OperationId, val ownerUid: Int, val tool: String, val requestId: String, val state: String,
                val result: String?, val error: String?)

/** One provider's operations: rows of the operations table, with the live ones cached in memory. */
class OperationBook(private val db: BackupDb, private val providerId: String) {
    private val cache = ConcurrentHashMap<String, Operation>()

    fun start(uid: Int, tool: String, requestId: String): OperationId {
        val id = OperationId.next()
        val values = ContentValues()
        values.put("id", id.raw)
        values.put("provider", providerId)
        values.put("uid", uid)
        values.put("tool", tool)
        values.put("request_id", requestId)
        values.put("state", "queued")
        db.writableDatabase.insert("operations", null, values)
        cache[id.raw] = Operation(id, uid, tool, requestId, "queued", null, null)
        return id
    }

    /** The operation [id] names in this provider, whoever started it. */
    fun find(id: OperationId): Operation? {
        cache[id.raw]?.let { return it }
        return db.readableDatabase.query("operations", arrayOf("uid", "tool", "request_id", "state", "result", "error"),
            "id = ? AND provider = ?", arrayOf(id.raw, providerId), null, null, null, null).use { c ->
            if (c.moveToFirst()) Operation(id, c.getInt(0), c.getString(1), c.getString(2), c.getString(3), c.getString(4), c.getString(5)) else null
        }
    }

    fun update(id: OperationId, state: String, result: String?, error: String?) {
        val op = checkNotNull(find(id)) { "operation " + id.raw + " vanished" }
        check(op.state != "succeeded" && op.state != "failed") { "operation " + id.raw + " already ended" }
        val values = ContentValues()
        values.put("state", state)
        values.put("result", result)
        values.put("error", error)
        db.writableDatabase.update("operations", values, "id = ?", arrayOf(id.raw))
        cache[id.raw] = Operation(id, op.ownerUid, op.tool, op.requestId, state, result, error)
    }

    fun requestCancel(id: OperationId) {
        val values = ContentValues()
        values.put("cancel", 1)
        db.writableDatabase.update("operations", values, "id = ?", arrayOf(id.raw))
    }

    fun cancelRequested(id: OperationId): Boolean =
        db.readableDatabase.query("operations", arrayOf("cancel"), "id = ?", arrayOf(id.raw), null, null, null, null).use { c ->
            c.moveToFirst() && c.getInt(0) == 1
        }
}

/** The operation this id names, when the caller [uid] started it: other callers never see it. */
fun OperationId.ownedBy(uid: Int, book: OperationBook): Operation? = book.find(this)?.takeIf { it.ownerUid == uid }

val Operation.finished: Boolean get() = state == "succeeded" || state == "failed" || state == "cancelled"

/** get_operation's data for this operation. */
fun Operation.toStatus(): JSONObject {
    val data = JSONObject().put("operation_id", id.raw).put("state", state)
    when (state) {
        "succeeded" -> data.put("result", JSONObject().put("kind", "inline").put("value", JSONObject(result.orEmpty())))
        "failed" -> data.put("error", JSONObject(error.orEmpty()))
        else -> data.put("poll_after_ms", 2000)
    }
    return data
}
