package app.quillmark.notes.data

import android.content.ContentValues
import org.json.JSONObject

/** One background execution, as the `operations` table has it. */
class Operation(val id: String, val ownerUid: Int, val requestId: String, val state: String, val result: String?,
                val error: String?, val cancelRequested: Boolean) {
    fun toJson(): JSONObject = JSONObject().apply {
        put("operation_id", id)
        put("state", state)
        result?.takeIf { state == "succeeded" }?.let { put("result", JSONObject(it)) }
        error?.takeIf { state == "failed" }?.let { put("error", JSONObject(it)) }
        if (state == "queued" || state == "running") put("poll_after_ms", 1000)
    }
}

/** Operations of one provider, durable across restarts; every lookup is by id and owner UID. */
class OperationBook(private val db: NotesDb, private val provider: String) {

    fun start(id: String, ownerUid: Int, requestId: String) {
        db.writableDatabase.insertOrThrow("operations", null, ContentValues().apply {
            put("id", id)
            put("provider", provider)
            put("owner_uid", ownerUid)
            put("request_id", requestId)
            put("state", "queued")
            put("updated_at", System.currentTimeMillis())
        })
    }

    fun find(id: String, uid: Int): Operation? = db.readableDatabase.rawQuery(
        "SELECT id, owner_uid, request_id, state, result, error, cancel_requested FROM operations " +
            "WHERE id = ? AND provider = ? AND owner_uid = ?", arrayOf(id, provider, uid.toString())
    ).use { c ->
        c.takeIf { it.moveToFirst() }?.run {
            Operation(getString(0), getInt(1), getString(2), getString(3), getString(4), getString(5), getInt(6) != 0)
        }
    }

    fun move(id: String, state: String, result: String? = null, error: String? = null) {
        val values = ContentValues().apply {
            put("state", state)
            result?.let { put("result", it) }
            error?.let { put("error", it) }
            put("updated_at", System.currentTimeMillis())
        }
        db.writableDatabase.update("operations", values, "id = ?", arrayOf(id))
    }

    fun requestCancel(id: String, uid: Int): Boolean {
        val values = ContentValues().apply { put("cancel_requested", 1) }
        return db.writableDatabase.update("operations", values, "id = ? AND owner_uid = ? AND state IN ('queued', 'running')",
            arrayOf(id, uid.toString())) == 1
    }

    fun cancelRequested(id: String): Boolean = db.readableDatabase.rawQuery(
        "SELECT cancel_requested FROM operations WHERE id = ?", arrayOf(id)
    ).use { c -> c.moveToFirst() && c.getInt(0) != 0 }
}
