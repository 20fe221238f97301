package com.harborline.ledger

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import org.json.JSONArray
import org.json.JSONObject

class LedgerStore private constructor(context: Context) : SQLiteOpenHelper(context, "ledger.db", null, 3) {
    private val writeLock = Mutex()
    val changes = MutableSharedFlow<String>(extraBufferCapacity = 16)

    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE expenses (id INTEGER PRIMARY KEY, merchant TEXT, amount INTEGER, receipt_owner INTEGER)")
        db.execSQL("CREATE TABLE budgets (category TEXT PRIMARY KEY, cap INTEGER, spent INTEGER)")
        db.execSQL("CREATE TABLE outcomes (key TEXT PRIMARY KEY, tool TEXT, args TEXT, reply TEXT)")
    }

    override fun onUpgrade(db: SQLiteDatabase, from: Int, to: Int) {}

    suspend fun outcome(key: String): Array<String>? = withContext(Dispatchers.IO) {
        readableDatabase.rawQuery("SELECT tool, args, reply FROM outcomes WHERE key = ?", arrayOf(key)).use {
            if (it.moveToNext()) arrayOf(it.getString(0), it.getString(1), it.getString(2)) else null
        }
    }

    suspend fun remember(key: String, tool: String, args: String, reply: String) = writeLock.withLock {
        withContext(Dispatchers.IO) {
            val row = ContentValues()
            row.put("key", key)
            row.put("tool", tool)
            row.put("args", args)
            row.put("reply", reply)
            writableDatabase.insert("outcomes", null, row)
        }
    }

    suspend fun addExpense(merchant: String, amount: Long): Long = writeLock.withLock {
        withContext(Dispatchers.IO) {
            val row = ContentValues()
            row.put("merchant", merchant)
            row.put("amount", amount)
            writableDatabase.insert("expenses", null, row)
        }.also { changes.tryEmit("expenses") }
    }

    suspend fun deleteExpense(id: Long): Int = writeLock.withLock {
        withContext(Dispatchers.IO) { writableDatabase.delete("expenses", "id = ?", arrayOf(id.toString())) }
    }

    suspend fun attachReceipts(owner: Int, ids: List<Long>) = writeLock.withLock {
        withContext(Dispatchers.IO) {
            for (id in ids) {
                val row = ContentValues()
                row.put("receipt_owner", owner)
                writableDatabase.update("expenses", row, "id = ?", arrayOf(id.toString()))
            }
        }
    }

    suspend fun setCap(category: String, cap: Long) = writeLock.withLock {
        withContext(Dispatchers.IO) {
            val row = ContentValues()
            row.put("cap", cap)
            writableDatabase.update("budgets", row, "category = ?", arrayOf(category))
        }
    }

    suspend fun resetBudget(category: String, owner: Int) = writeLock.withLock {
        withContext(Dispatchers.IO) {
            val row = ContentValues()
            row.put("spent", 0L)
            writableDatabase.update("budgets", row, "category = ?", arrayOf(category))
        }.also { changes.tryEmit("budgets:$owner") }
    }

    fun rows(sql: String, args: Array<String>?): JSONArray {
        val out = JSONArray()
        readableDatabase.rawQuery(sql, args).use {
            while (it.moveToNext()) out.put(JSONObject().put("id", it.getLong(0)).put("label", it.getString(1)).put("amount", it.getLong(2)))
        }
        return out
    }

    companion object {
        @Volatile private var instance: LedgerStore? = null
        fun of(context: Context): LedgerStore =
            instance ?: synchronized(this) { instance ?: LedgerStore(context.applicationContext).also { instance = it } }
    }
}

suspend fun LedgerEndpoint.dedup(call: Call, store: LedgerStore, provider: String, run: suspend () -> Reply): Reply {
    val key = "${call.uid}/$provider/${call.requestId}"
    val seen = store.outcome(key)
    if (seen != null) {
        if (seen[0] != call.tool || seen[1] != call.rawArgs) return fail("INVALID_REQUEST", "request_id was used for other content.")
        return Reply.Ok(JSONObject(seen[2]))
    }
    val reply = run()
    if (reply is Reply.Ok) store.remember(key, call.tool, call.rawArgs, JSONObject().put("v", reply.value).toString())
    return reply
}
