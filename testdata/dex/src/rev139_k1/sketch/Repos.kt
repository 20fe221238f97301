package com.larchwood.library

import android.database.Cursor
import android.database.sqlite.SQLiteDatabaseLockedException
import android.database.sqlite.SQLiteException
import org.json.JSONObject

/** A repository read: the value, or the reason it failed, worded for the assistant. */
sealed interface Attempt<out T> {
    data class Done<out T>(val value: T) : Attempt<T>

    data class Failed(val reason: String) : Attempt<Nothing>
}

/** Picks the SQL ordering for the order a list request asked for. */
typealias SortKey = (requested: String?) -> String

/** The rows of one table as [T]. */
abstract class Repository<T : Any>(protected val db: LibraryDb, private val table: String, private val sortKey: SortKey) {
    protected abstract val columns: String

    protected abstract fun read(c: Cursor): T

    /** What the assistant is told when a read fails. */
    protected open fun describe(e: SQLiteException): String = "The $table cannot be read right now"

    fun byId(id: String): Attempt<T?> = try {
        Attempt.Done(db.query("SELECT $columns FROM $table WHERE id = ?", id) { c -> if (c.moveToFirst()) read(c) else null })
    } catch (e: SQLiteException) {
        Attempt.Failed(describe(e))
    }

    fun page(order: String?, limit: Int): List<T> =
        db.query("SELECT $columns FROM $table ORDER BY ${sortKey(order)} LIMIT ?", limit.toString()) { c ->
            buildList { while (c.moveToNext()) add(read(c)) }
        }
}

data class Loan(val id: String, val title: String, val author: String, val dueAt: String, val renewals: Int) {
    fun json(): JSONObject =
        JSONObject().put("loan_id", id).put("title", title).put("author", author).put("due_at", dueAt).put("renewals", renewals)
}

class LoanRepository(db: LibraryDb) : Repository<Loan>(db, "loans", { requested -> requested ?: "due_at" }) {
    override val columns: String get() = "id, title, author, due_at, renewals"

    override fun read(c: Cursor): Loan = Loan(c.getString(0), c.getString(1), c.getString(2), c.getString(3), c.getInt(4))

    override fun describe(e: SQLiteException): String =
        if (e is SQLiteDatabaseLockedException) "Your loans are being updated, try again shortly" else "Your loans cannot be read right now"

    /** Moves the due date on by [days]; the new due date. */
    fun renew(id: String, days: Int): String {
        db.writableDatabase.execSQL("UPDATE loans SET due_at = date(due_at, ?), renewals = renewals + 1 WHERE id = ?", arrayOf<Any>("+$days days", id))
        return db.query("SELECT due_at FROM loans WHERE id = ?", id) { c -> if (c.moveToFirst()) c.getString(0) else "" }
    }
}

data class Fine(val id: String, val reason: String, val amountPence: Int, val issuedAt: String, val paid: Boolean) {
    fun json(): JSONObject =
        JSONObject().put("fine_id", id).put("reason", reason).put("amount_pence", amountPence).put("issued_at", issuedAt).put("paid", paid)
}

class FineRepository(db: LibraryDb) : Repository<Fine>(db, "fines", { requested ->
    when (requested) {
        "amount" -> "amount_pence DESC"
        "oldest" -> "issued_at"
        else -> "issued_at DESC"
    }
}) {
    override val columns: String get() = "id, reason, amount_pence, issued_at, paid"

    override fun read(c: Cursor): Fine = Fine(c.getString(0), c.getString(1), c.getInt(2), c.getString(3), c.getInt(4) != 0)

    override fun describe(e: SQLiteException): String = "Fine lookup failed: ${e.message}"

    fun markPaid(id: String): Boolean =
        db.writableDatabase.update("fines", android.content.ContentValues().apply { put("paid", 1) }, "id = ? AND paid = 0", arrayOf(id)) == 1
}
