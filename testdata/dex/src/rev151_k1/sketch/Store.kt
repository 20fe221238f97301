package com.tallyfold.money

import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONArray
import org.json.JSONObject

class MoneyDb(context: Context) : SQLiteOpenHelper(context, "tallyfold.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE envelopes (id INTEGER PRIMARY KEY, name TEXT NOT NULL, balance_cents INTEGER NOT NULL, " +
            "closed INTEGER NOT NULL DEFAULT 0)")
        db.execSQL("CREATE TABLE expenses (id INTEGER PRIMARY KEY AUTOINCREMENT, envelope_id INTEGER NOT NULL, " +
            "amount_cents INTEGER NOT NULL, merchant TEXT NOT NULL, source TEXT NOT NULL, at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE insights (envelope_id INTEGER NOT NULL, source TEXT NOT NULL, last_at INTEGER NOT NULL, " +
            "PRIMARY KEY (envelope_id, source))")
        db.execSQL("CREATE TABLE receipts (id INTEGER PRIMARY KEY AUTOINCREMENT, owner_uid INTEGER NOT NULL, expense_id INTEGER, " +
            "merchant TEXT, file TEXT, source_package TEXT, imported_by TEXT, at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE replies (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, " +
            "args_digest TEXT NOT NULL, value TEXT NOT NULL, operation TEXT, PRIMARY KEY (uid, provider, request_id))")
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, " +
            "tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, at INTEGER NOT NULL)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        listOf("envelopes", "expenses", "insights", "receipts", "replies", "operations")
            .forEach { db.execSQL("DROP TABLE IF EXISTS $it") }
        onCreate(db)
    }
}

/** A background execution as the operations table keeps it. */
class OperationRow(val id: OperationId, val ownerUid: CallerUid, val requestId: String, val tool: String,
                   val state: String, val result: String?)

/** The app's durable state, one database for both providers. */
object Store {
    private lateinit var db: SQLiteDatabase

    @Synchronized
    fun attach(context: Context) {
        if (!::db.isInitialized) db = MoneyDb(context.applicationContext).writableDatabase
    }

    private inline fun <T> Cursor.rows(read: (Cursor) -> T): List<T> = use { c ->
        buildList { while (c.moveToNext()) add(read(c)) }
    }

    // Envelopes and expenses (the ledger provider).

    fun envelopes(): JSONArray = JSONArray(
        db.query("envelopes", arrayOf("id", "name", "balance_cents"), "closed = 0", null, null, null, "name").rows { c ->
            JSONObject().put("envelope_id", c.getLong(0)).put("name", c.getString(1)).put("balance_cents", c.getLong(2))
        })

    private fun balance(id: Long): Long? =
        db.query("envelopes", arrayOf("balance_cents"), "id = ? AND closed = 0", arrayOf(id.toString()), null, null, null)
            .rows { it.getLong(0) }.singleOrNull()

    private fun setBalance(id: Long, cents: Long) {
        db.update("envelopes", ContentValues().apply { put("balance_cents", cents) }, "id = ?", arrayOf(id.toString()))
    }

    /** Moves [cents] between two open envelopes; the new balance of [from]. */
    fun transfer(from: Long, to: Long, cents: Long): Long {
        db.beginTransaction()
        try {
            val source = balance(from) ?: throw IllegalStateException("envelope $from is missing or closed (envelopes.id=$from)")
            val target = balance(to) ?: throw IllegalStateException("envelope $to is missing or closed (envelopes.id=$to)")
            check(source >= cents) { "envelope $from holds $source cents, $cents requested" }
            setBalance(from, source - cents)
            setBalance(to, target + cents)
            db.setTransactionSuccessful()
            return source - cents
        } finally {
            db.endTransaction()
        }
    }

    /** Closes an envelope, sweeping what it holds into [sweepTo]; the cents swept. */
    fun close(id: Long, sweepTo: Long): Long {
        val left = balance(id) ?: throw IllegalStateException("no open envelope $id")
        transfer(id, sweepTo, left)
        db.update("envelopes", ContentValues().apply { put("closed", 1) }, "id = ?", arrayOf(id.toString()))
        return left
    }

    fun addExpense(envelopeId: Long, cents: Long, merchant: String, source: String): Long =
        db.insertOrThrow("expenses", null, ContentValues().apply {
            put("envelope_id", envelopeId)
            put("amount_cents", cents)
            put("merchant", merchant)
            put("source", source)
            put("at", System.currentTimeMillis())
        })

    /** What [source] recorded since [sinceMs], in cents. */
    fun spentBy(source: String, sinceMs: Long): Long =
        db.query("expenses", arrayOf("TOTAL(amount_cents)"), "source = ? AND at >= ?", arrayOf(source, sinceMs.toString()),
            null, null, null).rows { it.getLong(0) }.firstOrNull() ?: 0L

    /** Which assistant last recorded an expense in an envelope, for the envelope's activity card. */
    fun noteActivity(envelopeId: Long, source: String) {
        db.insertWithOnConflict("insights", null, ContentValues().apply {
            put("envelope_id", envelopeId)
            put("source", source)
            put("last_at", System.currentTimeMillis())
        }, SQLiteDatabase.CONFLICT_REPLACE)
    }

    // Receipts (the receipts provider).

    fun findReceipts(uid: CallerUid, merchant: String, sinceMs: Long): JSONArray = JSONArray(
        db.query("receipts", arrayOf("id", "merchant", "expense_id", "at"), "owner_uid = ? AND merchant LIKE ? AND at >= ?",
            arrayOf(uid.value.toString(), "%$merchant%", sinceMs.toString()), null, null, "at DESC", "50").rows { c ->
            JSONObject().put("receipt_id", c.getLong(0)).put("merchant", c.getString(1)).put("expense_id", c.getLong(2))
                .put("at_ms", c.getLong(3))
        })

    fun sharedFrom(uid: CallerUid, pkg: String): JSONArray = JSONArray(
        db.query("receipts", arrayOf("id", "merchant", "at"), "owner_uid = ? AND source_package = ?",
            arrayOf(uid.value.toString(), pkg), null, null, "at DESC", "50").rows { c ->
            JSONObject().put("receipt_id", c.getLong(0)).put("merchant", c.getString(1)).put("at_ms", c.getLong(2))
        })

    fun addReceipt(uid: CallerUid, expenseId: Long?, file: String?, importedBy: String?): Long =
        db.insertOrThrow("receipts", null, ContentValues().apply {
            put("owner_uid", uid.value)
            put("expense_id", expenseId)
            put("file", file)
            put("imported_by", importedBy)
            put("at", System.currentTimeMillis())
        })

    fun setReceiptFile(id: Long, file: String) {
        db.update("receipts", ContentValues().apply { put("file", file) }, "id = ?", arrayOf(id.toString()))
    }

    fun deleteReceipt(uid: CallerUid, id: Long): Boolean =
        db.delete("receipts", "id = ? AND owner_uid = ?", arrayOf(id.toString(), uid.value.toString())) == 1

    // Deduplication records.

    fun saveReply(key: RetryKey, prior: Prior) {
        db.insertWithOnConflict("replies", null, ContentValues().apply {
            put("uid", key.uid.value)
            put("provider", key.providerId)
            put("request_id", key.requestId)
            put("tool", prior.tool)
            put("args_digest", prior.argsDigest)
            put("value", prior.value.toString())
            put("operation", prior.operation)
        }, SQLiteDatabase.CONFLICT_REPLACE)
    }

    fun reply(key: RetryKey): Prior? =
        db.query("replies", arrayOf("tool", "args_digest", "value", "operation"), "uid = ? AND provider = ? AND request_id = ?",
            arrayOf(key.uid.value.toString(), key.providerId, key.requestId), null, null, null)
            .rows { c -> Prior(c.getString(0), c.getString(1), JSONObject(c.getString(2)), c.getString(3)) }.singleOrNull()

    // Operations.

    fun insertOperation(id: OperationId, uid: CallerUid, requestId: String, tool: String) {
        db.insertOrThrow("operations", null, ContentValues().apply {
            put("id", id.value)
            put("owner_uid", uid.value)
            put("request_id", requestId)
            put("tool", tool)
            put("state", "queued")
            put("at", System.currentTimeMillis())
        })
    }

    fun operation(id: OperationId): OperationRow? =
        db.query("operations", arrayOf("owner_uid", "request_id", "tool", "state", "result"), "id = ?", arrayOf(id.value),
            null, null, null).rows { c ->
            OperationRow(id, CallerUid(c.getInt(0)), c.getString(1), c.getString(2), c.getString(3), c.getString(4))
        }.singleOrNull()

    fun setOperationState(id: OperationId, state: String, result: String?) {
        db.update("operations", ContentValues().apply { put("state", state); put("result", result) }, "id = ?", arrayOf(id.value))
    }

    fun requestCancel(id: OperationId) {
        db.update("operations", ContentValues().apply { put("cancel_requested", 1) }, "id = ?", arrayOf(id.value))
    }

    fun cancelRequested(id: OperationId): Boolean =
        db.query("operations", arrayOf("cancel_requested"), "id = ?", arrayOf(id.value), null, null, null)
            .rows { it.getInt(0) == 1 }.singleOrNull() == true
}
