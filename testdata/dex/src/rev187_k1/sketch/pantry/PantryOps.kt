package app.larder.pantry

import android.content.ContentValues
import app.larder.core.Larder
import app.larder.core.Reply
import app.larder.core.ToolCall
import app.larder.core.Tokens
import app.larder.core.acceptedReply
import app.larder.core.errorReply
import app.larder.core.fail
import app.larder.core.id
import app.larder.core.inlineReply
import app.larder.core.rows
import app.larder.core.successReply
import org.json.JSONObject
import java.util.Random

/** A background restock (§4.4), kept in the `operations` table so that it survives a restart. */
class Operation(val id: String, val uid: Int, val requestId: String, val state: String, val result: String?) {
    val terminal: Boolean get() = state == "succeeded" || state == "failed" || state == "cancelled"

    fun toJson(): JSONObject = JSONObject().put("operation_id", id).put("state", state).also { o ->
        when (state) {
            "succeeded" -> o.put("result", JSONObject().put("kind", "inline").put("value", JSONObject(result ?: "{}")))
            "failed" -> o.put("error", JSONObject().put("error_code", "INTERNAL_ERROR")
                .put("error_message", "The restock could not be completed").put("retryable", false))
            "queued", "running" -> o.put("poll_after_ms", 1000)
        }
    }

    companion object {
        private const val ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"
        private val rng = Random()

        fun start(uid: Int, requestId: String): Operation = Operation(
            "op_" + buildString { repeat(24) { append(ALPHABET[rng.nextInt(ALPHABET.length)]) } },
            uid, requestId, "queued", null,
        )
    }
}

object OperationStore {
    private val COLUMNS = arrayOf("id", "uid", "request_id", "state", "result")

    fun insert(op: Operation) {
        Larder.db.getWritableDatabase().insertOrThrow("operations", null, ContentValues().apply {
            put("id", op.id)
            put("uid", op.uid)
            put("request_id", op.requestId)
            put("state", op.state)
            put("updated_at", System.currentTimeMillis())
        })
    }

    /** Operations are visible only to the UID that started them (§4.4). */
    fun find(id: String, uid: Int): Operation? = Larder.db.getReadableDatabase()
        .query("operations", COLUMNS, "id = ? AND uid = ?", arrayOf(id, uid.toString()), null, null, null)
        .rows { c -> Operation(c.getString(0), c.getInt(1), c.getString(2), c.getString(3), c.getString(4)) }
        .firstOrNull()

    fun move(id: String, state: String, result: String?) {
        Larder.db.getWritableDatabase().update("operations", ContentValues().apply {
            put("state", state)
            result?.let { put("result", it) }
            put("updated_at", System.currentTimeMillis())
        }, "id = ?", arrayOf(id))
    }

    fun requestCancel(id: String) {
        Larder.db.getWritableDatabase().update("operations", ContentValues().apply { put("cancel_requested", 1) },
            "id = ? AND state IN ('queued', 'running')", arrayOf(id))
    }

    fun cancelRequested(id: String): Boolean = Larder.db.getReadableDatabase()
        .query("operations", arrayOf("cancel_requested"), "id = ?", arrayOf(id), null, null, null)
        .rows { c -> c.getInt(0) == 1 }
        .firstOrNull() ?: false
}

/** restock_from_list: the bought items of a shopping list go into the pantry, in the background when negotiated. */
fun startRestock(call: ToolCall): Reply {
    val listId = call.id("list_id")
    val uid = call.uid
    if ("async_operations" !in call.session.capabilities) {
        return inlineReply(call.requestId, restock(listId, uid, null))
    }
    val op = Operation.start(uid, call.requestId)
    OperationStore.insert(op)
    Larder.worker.execute { runRestock(op.id, listId, uid) }
    return acceptedReply(call.requestId, op.id)
}

private fun runRestock(opId: String, listId: String, uid: Int) {
    if (OperationStore.cancelRequested(opId)) return OperationStore.move(opId, "cancelled", null)
    OperationStore.move(opId, "running", null)
    val outcome = runCatching { restock(listId, uid, opId) }
    when {
        outcome.isSuccess -> OperationStore.move(opId, "succeeded", outcome.getOrThrow().toString())
        outcome.exceptionOrNull() is CancelledRestock -> OperationStore.move(opId, "cancelled", null)
        else -> OperationStore.move(opId, "failed", null)
    }
}

private class CancelledRestock : RuntimeException("cancelled")

private fun restock(listId: String, uid: Int, opId: String?): JSONObject {
    val db = Larder.db.getWritableDatabase()
    val bought = db.query("list_items", arrayOf("name"), "list_id = ? AND bought = 1", arrayOf(listId), null, null, "name")
        .rows { it.getString(0) }
    if (bought.isEmpty() && opId == null) fail("CONFLICT", "Nothing on that list has been bought yet")
    val added = bought.distinct().map { name ->
        if (opId != null && OperationStore.cancelRequested(opId)) throw CancelledRestock()
        Tokens.id("it").also { id ->
            db.insertOrThrow("items", null, ContentValues().apply {
                put("id", id)
                put("name", name)
                put("quantity", 1)
            })
            db.insertOrThrow("history", null, ContentValues().apply {
                put("item", id)
                put("action", "restocked")
                put("by_uid", uid)
                put("at", System.currentTimeMillis())
            })
        }
    }
    return JSONObject().put("added", added.size)
}

/** get_operation / cancel_operation for the caller's own operations. */
fun operationReply(method: String, uid: Int, requestId: String, operationId: String?): Reply {
    val op = operationId?.let { OperationStore.find(it, uid) }?.takeIf { it.requestId == requestId }
        ?: fail("INVALID_REQUEST", "Unknown operation_id for this request_id")
    if (method == "get_operation") return successReply(requestId, op.toJson())
    if (op.terminal) {
        return errorReply("CONFLICT", "The operation has already finished", requestId)
    }
    OperationStore.requestCancel(op.id)
    return successReply(requestId, JSONObject().put("operation_id", op.id).put("state", "cancellation_requested"))
}
