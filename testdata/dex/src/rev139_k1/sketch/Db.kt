package com.larchwood.library

import android.content.ContentValues
import android.content.Context
import android.content.SharedPreferences
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import java.util.UUID
import java.util.concurrent.Executor

class LibraryDb(ctx: Context) : SQLiteOpenHelper(ctx, "larchwood.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE loans (id TEXT PRIMARY KEY, title TEXT, author TEXT, due_at TEXT, renewals INTEGER)")
        db.execSQL("CREATE TABLE holds (id TEXT PRIMARY KEY, isbn TEXT, placed_at INTEGER)")
        db.execSQL("CREATE TABLE fines (id TEXT PRIMARY KEY, reason TEXT, amount_pence INTEGER, issued_at TEXT, paid INTEGER)")
        db.execSQL("CREATE TABLE cards (number TEXT PRIMARY KEY, linked_at INTEGER)")
        db.execSQL("CREATE TABLE receipts (uid INTEGER, provider TEXT, request_id TEXT, tool TEXT, digest TEXT, result TEXT, PRIMARY KEY (uid, provider, request_id))")
        db.execSQL("CREATE TABLE audit (uid INTEGER, tool TEXT, subject TEXT, at INTEGER)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in TABLES) db.execSQL("DROP TABLE IF EXISTS $table")
        onCreate(db)
    }

    fun <T> query(sql: String, vararg bind: String, read: (Cursor) -> T): T = readableDatabase.rawQuery(sql, bind).use(read)

    fun placeHold(isbn: String): String {
        val id = UUID.randomUUID().toString()
        writableDatabase.insert("holds", null, ContentValues().apply {
            put("id", id)
            put("isbn", isbn)
            put("placed_at", System.currentTimeMillis())
        })
        return id
    }

    fun linkCard(number: String) {
        writableDatabase.insertWithOnConflict("cards", null, ContentValues().apply {
            put("number", number)
            put("linked_at", System.currentTimeMillis())
        }, SQLiteDatabase.CONFLICT_REPLACE)
    }

    private companion object {
        val TABLES = listOf("loans", "holds", "fines", "cards", "receipts", "audit")
    }
}

/** Deduplication of mutations by (UID, provider, request_id), in the database so that a restart repeats nothing. */
class Receipts(private val db: LibraryDb) {
    class Receipt(val tool: String, val digest: String, val result: String)

    fun find(uid: Int, provider: String, requestId: String): Receipt? =
        db.query("SELECT tool, digest, result FROM receipts WHERE uid = ? AND provider = ? AND request_id = ?", uid.toString(), provider, requestId) { c ->
            if (c.moveToFirst()) Receipt(c.getString(0), c.getString(1), c.getString(2)) else null
        }

    fun save(uid: Int, provider: String, requestId: String, tool: String, digest: String, result: String) {
        val row = ContentValues()
        row.put("uid", uid)
        row.put("provider", provider)
        row.put("request_id", requestId)
        row.put("tool", tool)
        row.put("digest", digest)
        row.put("result", result)
        db.writableDatabase.insertWithOnConflict("receipts", null, row, SQLiteDatabase.CONFLICT_IGNORE)
    }
}

/** Who changed what, by the caller's UID. */
class Audit(private val db: LibraryDb) {
    fun note(uid: Int, tool: String, subject: String) {
        val row = ContentValues()
        row.put("uid", uid)
        row.put("tool", tool)
        row.put("subject", subject)
        row.put("at", System.currentTimeMillis())
        db.writableDatabase.insert("audit", null, row)
    }
}

/** Who is asking, as the audit row records it. */
typealias CallerId = () -> Int

/** Writes audit rows on one background thread, after the call has answered, in the order the calls were answered. */
class Journal(private val audit: Audit, private val worker: Executor) {
    fun later(tool: String, subject: String, who: CallerId) {
        worker.execute { audit.note(who(), tool, subject) }
    }
}

/** The borrower's sign-ins: Larchwood's own account, and the council's Larchwood ID for payments. */
class Account(private val prefs: SharedPreferences) {
    val signedIn: Boolean get() = prefs.getString(KEY_CARD_HOLDER, null) != null

    val councilLinked: Boolean get() = prefs.getString(KEY_COUNCIL_ID, null) != null

    companion object {
        const val KEY_CARD_HOLDER = "card_holder"
        const val KEY_COUNCIL_ID = "council_id"
    }
}
