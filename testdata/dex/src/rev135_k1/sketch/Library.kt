package com.fernhill.lend

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONObject
import java.time.LocalDate
import java.util.UUID

class LibraryDb(ctx: Context) : SQLiteOpenHelper(ctx, "fernhill.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE loans (id TEXT PRIMARY KEY, title TEXT, author TEXT, due TEXT, renewals INTEGER, fee TEXT, status TEXT)")
        db.execSQL("CREATE TABLE holds (id TEXT PRIMARY KEY, isbn TEXT, title TEXT, branch TEXT, position INTEGER, status TEXT)")
        db.execSQL("CREATE TABLE catalogue (isbn TEXT PRIMARY KEY, title TEXT, author TEXT)")
        db.execSQL("CREATE TABLE fines (id TEXT PRIMARY KEY, title TEXT, amount TEXT, status TEXT, mail INTEGER)")
        db.execSQL("CREATE TABLE ledger (uid INTEGER, tool TEXT, subject TEXT, at INTEGER)")
        db.execSQL("CREATE TABLE reminders (subject TEXT PRIMARY KEY, due TEXT)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in TABLES) db.execSQL("DROP TABLE IF EXISTS $table")
        onCreate(db)
    }

    fun rows(sql: String, vararg bind: String): List<JSONObject> {
        val out = ArrayList<JSONObject>()
        val cursor = readableDatabase.rawQuery(sql, arrayOf(*bind))
        try {
            while (cursor.moveToNext()) {
                val row = JSONObject()
                for (i in 0 until cursor.columnCount) row.put(cursor.getColumnName(i), cursor.getString(i))
                out.add(row)
            }
        } finally {
            cursor.close()
        }
        return out
    }

    fun loan(id: String): JSONObject? = rows("SELECT id, title, author, due, fee FROM loans WHERE id = ? AND status = 'out'", id).firstOrNull()

    /** The new due date, or null when the loan cannot be renewed. */
    fun renew(id: String): String? {
        val loan = rows("SELECT due, renewals FROM loans WHERE id = ? AND status = 'out'", id).firstOrNull() ?: return null
        val renewals = loan.optInt("renewals", 0)
        if (renewals >= MAX_RENEWALS) return null
        val due = LocalDate.parse(loan.optString("due")).plusDays(21).toString()
        val row = ContentValues().apply {
            put("due", due)
            put("renewals", renewals + 1)
        }
        writableDatabase.update("loans", row, "id = ?", arrayOf(id))
        return due
    }

    fun markLost(id: String): Int =
        writableDatabase.update("loans", ContentValues().apply { put("status", "lost") }, "id = ?", arrayOf(id))

    fun placeHold(isbn: String, branch: String): String? {
        val title = rows("SELECT title FROM catalogue WHERE isbn = ?", isbn).firstOrNull() ?: return null
        val id = UUID.randomUUID().toString()
        val row = ContentValues().apply {
            put("id", id)
            put("isbn", isbn)
            put("title", title.optString("title"))
            put("branch", branch)
            put("status", "waiting")
        }
        writableDatabase.insert("holds", null, row)
        return id
    }

    fun fine(id: String): JSONObject? = rows("SELECT id, title, amount, status FROM fines WHERE id = ?", id).firstOrNull()

    fun payFine(id: String): Int =
        writableDatabase.update("fines", ContentValues().apply { put("status", "paid") }, "id = ? AND status = 'open'", arrayOf(id))

    fun queueReceiptMail(id: String): Int =
        writableDatabase.update("fines", ContentValues().apply { put("mail", 1) }, "id = ?", arrayOf(id))

    private companion object {
        const val MAX_RENEWALS = 3
        val TABLES = arrayOf("loans", "catalogue", "holds", "fines", "ledger", "reminders")
    }
}

/** Who changed what, by the caller's UID. Written by the Java notes on the ledger executor. */
class Ledger(private val db: LibraryDb) {
    fun append(uid: Int, tool: String, subject: String) {
        val row = ContentValues().apply {
            put("uid", uid)
            put("tool", tool)
            put("subject", subject)
            put("at", System.currentTimeMillis())
        }
        db.writableDatabase.insert("ledger", null, row)
    }
}

/** Due-date and queue reminders, kept off the Binder thread. */
class Reminders(private val db: LibraryDb) {
    suspend fun reschedule(loanId: String, due: String): Long = withContext(Dispatchers.IO) {
        db.writableDatabase.insert("reminders", null, ContentValues().apply {
            put("subject", loanId)
            put("due", due)
        })
    }

    suspend fun watchQueue(holdId: String): Long = withContext(Dispatchers.IO) {
        db.writableDatabase.insert("reminders", null, ContentValues().apply {
            put("subject", holdId)
            put("due", "queue")
        })
    }
}
