package com.tidemark.invoices

import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONObject
import kotlin.coroutines.CoroutineContext

class LedgerDb(context: Context) : SQLiteOpenHelper(context, "ledger.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE events (seq INTEGER PRIMARY KEY AUTOINCREMENT, aggregate TEXT NOT NULL, type TEXT NOT NULL, payload TEXT NOT NULL, at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE invoices (id TEXT PRIMARY KEY, number TEXT NOT NULL UNIQUE, customer TEXT, total_cents INTEGER, status TEXT, updated_at INTEGER)")
        db.execSQL("CREATE TABLE exports (id TEXT PRIMARY KEY, status TEXT, path TEXT, rows INTEGER, created_at INTEGER)")
        db.execSQL("CREATE TABLE requests (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_digest TEXT NOT NULL, reply TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))")
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, state TEXT NOT NULL, current INTEGER DEFAULT 0, total INTEGER DEFAULT 0, message TEXT, result_path TEXT, error_code TEXT, error_message TEXT, updated_at INTEGER)")
        db.execSQL("CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, aggregate TEXT NOT NULL, operation_id TEXT NOT NULL, owner_uid INTEGER NOT NULL, payload TEXT NOT NULL, state TEXT NOT NULL, created_at INTEGER NOT NULL)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in listOf("events", "invoices", "exports", "requests", "operations", "outbox")) db.execSQL("DROP TABLE IF EXISTS $table")
        onCreate(db)
    }
}

class OperationRow(
    val id: String,
    val ownerUid: Int,
    val requestId: String,
    val state: String,
    val current: Int,
    val total: Int,
    val message: String?,
    val resultPath: String?,
    val errorCode: String?,
    val errorMessage: String?,
)

class OutboxItem(
    val id: Long,
    val kind: String,
    val aggregate: String,
    val operationId: String,
    val ownerUid: Int,
    val payload: String,
    val cancelRequested: Boolean,
)

/** A request already executed: the tool and argument digest it was bound to, and the reply it got. */
class PriorReply(val tool: String, val argsDigest: String, val reply: JSONObject)

/** The event log, its projections, the outbox and the operations, over one SQLite database. */
class Repository(private val db: SQLiteDatabase, private val io: CoroutineContext = Dispatchers.IO) {

    suspend fun history(aggregate: String): List<Event> = withContext(io) {
        db.cursor("SELECT type, payload FROM events WHERE aggregate = ? ORDER BY seq", aggregate)
            .mapRows { it.event(aggregate) }
            .filterNotNull()
    }

    suspend fun load(aggregate: String): DocState = Reducer.fold(DocState(aggregate), history(aggregate))

    suspend fun <T> rows(sql: String, vararg args: String, row: (Cursor) -> T): List<T> = withContext(io) {
        db.cursor(sql, *args).mapRows(row)
    }

    suspend fun prior(uid: Int, provider: String, requestId: String): PriorReply? = withContext(io) {
        db.cursor("SELECT tool, args_digest, reply FROM requests WHERE uid = ? AND provider = ? AND request_id = ?",
            uid.toString(), provider, requestId)
            .firstOrNull { PriorReply(it.text("tool").orEmpty(), it.text("args_digest").orEmpty(), JSONObject(it.text("reply") ?: "{}")) }
    }

    /** Reserves the request, appends the events, updates the projection and queues any job: one transaction. */
    suspend fun commit(call: ToolCall, provider: String, events: List<Event>, next: DocState, reply: JSONObject) = withContext(io) {
        val now = System.currentTimeMillis()
        db.transaction {
            insertOrThrow("requests", null, valuesOf("uid" to call.uid, "provider" to provider, "request_id" to call.requestId,
                "tool" to call.toolName, "args_digest" to call.argsDigest, "reply" to reply.toString(), "at" to now))
            for (event in events) {
                insertOrThrow("events", null, valuesOf("aggregate" to event.aggregate, "type" to event.type,
                    "payload" to event.payload().toString(), "at" to now))
                if (event is Event.Queued) {
                    insertOrThrow("operations", null, valuesOf("id" to event.operationId, "owner_uid" to call.uid,
                        "request_id" to call.requestId, "state" to "queued", "updated_at" to now))
                    insertOrThrow("outbox", null, valuesOf("kind" to event.job, "aggregate" to event.aggregate,
                        "operation_id" to event.operationId, "owner_uid" to call.uid, "payload" to event.payload().toString(),
                        "state" to "pending", "created_at" to now))
                }
            }
            project(this, next, now)
        }
    }

    /** Deletes the export rows older than the cutoff with the request's reservation and event; their files' paths. */
    suspend fun purgeExports(call: ToolCall, provider: String, event: Event.Purged, reply: JSONObject): List<String> = withContext(io) {
        val cutoff = event.olderThanMs.toString()
        val paths = db.cursor("SELECT path FROM exports WHERE created_at < ? AND path IS NOT NULL", cutoff).mapRows { it.text("path").orEmpty() }
        val now = System.currentTimeMillis()
        db.transaction {
            insertOrThrow("requests", null, valuesOf("uid" to call.uid, "provider" to provider, "request_id" to call.requestId,
                "tool" to call.toolName, "args_digest" to call.argsDigest, "reply" to reply.put("deleted", paths.size).toString(), "at" to now))
            insertOrThrow("events", null, valuesOf("aggregate" to event.aggregate, "type" to event.type,
                "payload" to event.payload().toString(), "at" to now))
            delete("exports", "created_at < ?", arrayOf(cutoff))
        }
        paths
    }

    suspend fun operation(id: String): OperationRow? = withContext(io) {
        db.cursor("SELECT * FROM operations WHERE id = ?", id).firstOrNull { it.operationRow() }
    }

    /** Only a job the worker has not claimed yet can still be called off. */
    suspend fun requestCancel(operationId: String): Boolean = withContext(io) {
        db.update("outbox", valuesOf("state" to "cancel_requested"), "operation_id = ? AND state = ?", arrayOf(operationId, "pending")) > 0
    }

    suspend fun claimNext(kinds: Set<String>): OutboxItem? = withContext(io) {
        val marks = kinds.joinToString(",") { "?" }
        val item = db.cursor("SELECT * FROM outbox WHERE state IN ('pending', 'cancel_requested') AND kind IN ($marks) ORDER BY id LIMIT 1",
            *kinds.toTypedArray()).firstOrNull { it.outboxItem() }
        if (item != null) {
            db.update("outbox", valuesOf("state" to if (item.cancelRequested) "cancelling" else "running"), "id = ?", arrayOf(item.id.toString()))
            db.update("operations", valuesOf("state" to "running", "updated_at" to System.currentTimeMillis()), "id = ?", arrayOf(item.operationId))
        }
        item
    }

    suspend fun progress(operationId: String, current: Int, total: Int, message: String) = withContext(io) {
        db.update("operations", valuesOf("current" to current, "total" to total, "message" to message,
            "updated_at" to System.currentTimeMillis()), "id = ?", arrayOf(operationId))
    }

    /** Records a job's end: the outbox row, the operation's terminal state and, on success, the job's event. */
    suspend fun finish(item: OutboxItem, result: WorkResult) = withContext(io) {
        val now = System.currentTimeMillis()
        db.transaction {
            val op = when (result) {
                is WorkResult.Success -> valuesOf("state" to "succeeded", "result_path" to result.resultPath, "updated_at" to now)
                is WorkResult.Failure -> valuesOf("state" to "failed", "error_code" to result.code, "error_message" to result.message, "updated_at" to now)
                WorkResult.Cancelled -> valuesOf("state" to "cancelled", "updated_at" to now)
            }
            update("operations", op, "id = ?", arrayOf(item.operationId))
            update("outbox", valuesOf("state" to "done"), "id = ?", arrayOf(item.id.toString()))
            if (result is WorkResult.Success) {
                insertOrThrow("events", null, valuesOf("aggregate" to result.event.aggregate, "type" to result.event.type,
                    "payload" to result.event.payload().toString(), "at" to now))
            }
        }
        if (result is WorkResult.Success) {
            val state = load(item.aggregate)
            db.transaction { project(this, state, now) }
        }
    }

    /** The read models: invoices and exports, one row per aggregate. */
    private fun project(tx: SQLiteDatabase, state: DocState, now: Long) {
        if (state.id.startsWith("inv_")) {
            val values = valuesOf("number" to state.number, "customer" to state.customer, "total_cents" to state.totalCents,
                "status" to state.status, "updated_at" to now)
            if (tx.update("invoices", values, "id = ?", arrayOf(state.id)) == 0) {
                values.putValue("id", state.id)
                tx.insertOrThrow("invoices", null, values)
            }
        } else if (state.id.startsWith("exp_")) {
            val values = valuesOf("status" to state.status, "path" to state.document, "rows" to state.count)
            if (tx.update("exports", values, "id = ?", arrayOf(state.id)) == 0) {
                values.putValue("id", state.id)
                values.putValue("created_at", now)
                tx.insertOrThrow("exports", null, values)
            }
        }
    }
}
