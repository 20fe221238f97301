package com.quillhaven.archive

import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.atomic.AtomicReference
import java.util.concurrent.locks.ReentrantLock
import kotlin.concurrent.withLock

/** The archive's database: scanned documents, exports, operations and the request_id replay records. */
class ArchiveDb(context: Context) : SQLiteOpenHelper(context, "archive.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE documents (id INTEGER PRIMARY KEY, title TEXT, folder TEXT, source_package TEXT, tags TEXT, generation INTEGER)")
        db.execSQL("CREATE TABLE exports (id INTEGER PRIMARY KEY, folder TEXT, op_id TEXT, documents INTEGER, created_at INTEGER)")
        db.execSQL("CREATE TABLE ops (id TEXT PRIMARY KEY, owner INTEGER, request_id TEXT, tool TEXT, state TEXT, result TEXT, error_code TEXT, error_message TEXT)")
        db.execSQL("CREATE TABLE replays (key TEXT PRIMARY KEY, tool TEXT, digest TEXT, status TEXT, data TEXT)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in listOf("documents", "exports", "ops", "replays")) db.execSQL("DROP TABLE IF EXISTS " + table)
        onCreate(db)
    }

    private fun rows(cursor: Cursor, read: (Cursor) -> JSONObject): List<JSONObject> = cursor.use {
        val found = ArrayList<JSONObject>()
        while (it.moveToNext()) found.add(read(it))
        found
    }

    private fun documentOf(c: Cursor): JSONObject = JSONObject().put("document_id", c.getLong(0)).put("title", c.getString(1))
        .put("folder", c.getString(2)).put("tags", c.getString(3))

    fun document(id: Long): JSONObject? = rows(readableDatabase.query("documents", arrayOf("id", "title", "folder", "tags"),
        "id = ?", arrayOf(id.toString()), null, null, null)) { documentOf(it) }.firstOrNull()

    fun search(text: String, sourcePackage: String?): List<JSONObject> {
        val selection = if (sourcePackage == null) "title LIKE ?" else "title LIKE ? AND source_package = ?"
        val args = if (sourcePackage == null) arrayOf("%" + text + "%") else arrayOf("%" + text + "%", sourcePackage)
        return rows(readableDatabase.query("documents", arrayOf("id", "title", "folder", "tags"), selection, args, null, null, "title")) { documentOf(it) }
    }

    fun exports(folder: String?): List<JSONObject> = rows(readableDatabase.query("exports", arrayOf("id", "folder", "documents", "created_at"),
        if (folder == null) null else "folder = ?", if (folder == null) null else arrayOf(folder), null, null, "created_at DESC")) { c ->
        JSONObject().put("export_id", c.getLong(0)).put("folder", c.getString(1)).put("documents", c.getInt(2)).put("created_at_ms", c.getLong(3))
    }

    fun export(id: Long): JSONObject? = rows(readableDatabase.query("exports", arrayOf("id", "folder", "documents"),
        "id = ?", arrayOf(id.toString()), null, null, null)) { c ->
        JSONObject().put("export_id", c.getLong(0)).put("folder", c.getString(1)).put("documents", c.getInt(2))
    }.firstOrNull()

    fun recordExport(folder: String, opId: String): JSONObject {
        val count = readableDatabase.query("documents", arrayOf("id"), "folder = ?", arrayOf(folder), null, null, null).use { it.count }
        val values = ContentValues()
        values.put("folder", folder)
        values.put("op_id", opId)
        values.put("documents", count)
        values.put("created_at", System.currentTimeMillis())
        val id = writableDatabase.insert("exports", null, values)
        return JSONObject().put("export_id", id).put("folder", folder).put("documents", count)
    }

    fun purgeExport(id: Long): Int = writableDatabase.delete("exports", "id = ?", arrayOf(id.toString()))

    fun retag(id: Long, tags: String): Int {
        val values = ContentValues()
        values.put("tags", tags)
        return writableDatabase.update("documents", values, "id = ?", arrayOf(id.toString()))
    }

    fun deleteDocument(id: Long): Int = writableDatabase.delete("documents", "id = ?", arrayOf(id.toString()))

    fun reindex(generation: Long): Int {
        writableDatabase.execSQL("UPDATE documents SET generation = ?", arrayOf<Any>(generation))
        return readableDatabase.query("documents", arrayOf("id"), null, null, null, null, null).use { it.count }
    }

    fun saveOp(op: OperationRecord) {
        val values = ContentValues()
        values.put("id", op.id)
        values.put("owner", op.owner)
        values.put("request_id", op.requestId)
        values.put("tool", op.tool)
        values.put("state", op.state.get())
        values.put("result", op.result?.toString())
        values.put("error_code", op.errorCode)
        values.put("error_message", op.errorMessage)
        writableDatabase.insertWithOnConflict("ops", null, values, SQLiteDatabase.CONFLICT_REPLACE)
    }

    fun loadOp(id: String): OperationRecord? = readableDatabase.query("ops",
        arrayOf("id", "owner", "request_id", "tool", "state", "result", "error_code", "error_message"),
        "id = ?", arrayOf(id), null, null, null).use { c ->
        if (!c.moveToFirst()) return null
        val op = OperationRecord(c.getString(0), c.getInt(1), c.getString(2), c.getString(3))
        op.state.set(c.getString(4))
        if (!c.isNull(5)) op.result = JSONObject(c.getString(5))
        op.errorCode = c.getString(6)
        op.errorMessage = c.getString(7)
        op
    }

    fun insertReplay(key: String, replay: Replay): Boolean {
        val values = ContentValues()
        values.put("key", key)
        values.put("tool", replay.tool)
        values.put("digest", replay.argsDigest)
        values.put("status", replay.status)
        values.put("data", replay.data)
        return writableDatabase.insertWithOnConflict("replays", null, values, SQLiteDatabase.CONFLICT_IGNORE) != -1L
    }

    fun completeReplay(key: String, status: String, data: String) {
        val values = ContentValues()
        values.put("status", status)
        values.put("data", data)
        writableDatabase.update("replays", values, "key = ?", arrayOf(key))
    }

    fun deleteReplay(key: String) {
        writableDatabase.delete("replays", "key = ?", arrayOf(key))
    }

    fun loadReplay(key: String): Replay? = readableDatabase.query("replays", arrayOf("tool", "digest", "status", "data"),
        "key = ?", arrayOf(key), null, null, null).use { c ->
        if (c.moveToFirst()) Replay(c.getString(0), c.getString(1), c.getString(2), c.getString(3)) else null
    }
}

/** A background operation: queued → running → succeeded / failed, or cancelled while still queued. */
class OperationRecord(val id: String, val owner: Int, val requestId: String, val tool: String) {
    val state = AtomicReference("queued")
    @Volatile var result: JSONObject? = null
    @Volatile var errorCode: String? = null
    @Volatile var errorMessage: String? = null

    fun toStatus(): JSONObject {
        val now = state.get()
        val status = JSONObject().put("operation_id", id).put("state", now)
        result?.let { status.put("result", JSONObject().put("kind", "inline").put("value", it)) }
        errorCode?.let { status.put("error", JSONObject().put("error_code", it).put("error_message", errorMessage).put("retryable", false)) }
        if (now == "queued" || now == "running") status.put("poll_after_ms", 1000)
        return status
    }
}

/** Operations in memory while they run, and in the ops table for as long as the idempotency window. */
class OperationStore(private val db: ArchiveDb) {
    val records = ConcurrentHashMap<String, OperationRecord>()
    private val writes = ReentrantLock()

    fun persist(op: OperationRecord) {
        writes.withLock { db.saveOp(op) }
    }

    fun find(id: String): OperationRecord? {
        records[id]?.let { return it }
        val stored = db.loadOp(id) ?: return null
        return records.putIfAbsent(id, stored) ?: stored
    }

    /** The operation [id] names, if the caller and the execution that created it are this request's. */
    fun findOwned(id: String, uid: Int, requestId: String): OperationRecord? {
        val op = find(id) ?: return null
        return if (op.owner == uid && op.requestId == requestId) op else null
    }

    fun start(op: OperationRecord): Boolean {
        if (!op.state.compareAndSet("queued", "running")) return false
        persist(op)
        return true
    }

    fun succeed(op: OperationRecord, value: JSONObject) {
        op.result = value
        op.state.set("succeeded")
        persist(op)
    }

    fun fail(op: OperationRecord, code: String, message: String) {
        op.errorCode = code
        op.errorMessage = message
        op.state.set("failed")
        persist(op)
    }

    /** Cooperative: a queued operation is cancelled now, a running one when its job next looks. */
    fun requestCancel(op: OperationRecord): Boolean {
        val now = op.state.updateAndGet { if (it == "queued") "cancelled" else it }
        persist(op)
        return now == "cancelled" || now == "running"
    }
}

/** What one request_id did: its tool, args digest and outcome (null status while it still runs). */
class Replay(val tool: String, val argsDigest: String, @Volatile var status: String?, @Volatile var data: String?)

/** The deduplication records of the mutating tools: a memory front over the replays table. */
class ReplayStore(private val db: ArchiveDb) {
    private val recent = ConcurrentHashMap<String, Replay>()
    private val writes = ReentrantLock()

    fun prior(key: String): Replay? {
        recent[key]?.let { return it }
        val stored = db.loadReplay(key) ?: return null
        return recent.putIfAbsent(key, stored) ?: stored
    }

    /** Reserves [key] for this execution; false when another execution has it. [pending] answers retries meanwhile. */
    fun claim(key: String, tool: String, digest: String, pending: String?): Boolean {
        val fresh = Replay(tool, digest, if (pending == null) null else "accepted", pending)
        if (recent.putIfAbsent(key, fresh) != null) return false
        return writes.withLock { db.insertReplay(key, fresh) }
    }

    fun complete(key: String, status: String, data: String) {
        recent[key]?.let {
            it.data = data
            it.status = status
        }
        writes.withLock { db.completeReplay(key, status, data) }
    }

    /** Forgets a reservation whose execution failed before any effect, so a retry runs again. */
    fun release(key: String) {
        recent.remove(key)
        writes.withLock { db.deleteReplay(key) }
    }
}
