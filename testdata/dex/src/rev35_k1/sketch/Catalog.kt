package com.example.r35k1

import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import org.json.JSONArray
import org.json.JSONObject

// Catalog.kt: the branch catalogue and loans in SQLite.

@JvmInline
value class LoanId(val raw: String)

data class Renewal(val loan: LoanId, val confirmed: Boolean)

/** Reads renew_loan's arguments; the assistant integration sends `confirmed` after asking the patron. */
fun JSONObject.renewal(): Renewal = Renewal(LoanId(optString("loan_id")), optBoolean("confirmed", false))

fun shelfQuery(shelf: String): String =
    "SELECT id, title FROM books WHERE shelf = '" + shelf + "' ORDER BY title"

class CatalogDb(ctx: Context) {
    private val db: SQLiteDatabase = ctx.openOrCreateDatabase("shelfmark.db", Context.MODE_PRIVATE, null)

    fun search(title: String): String =
        db.rawQuery("SELECT id, title FROM books WHERE title LIKE ? LIMIT 20", arrayOf("%$title%")).use { it.toJson() }

    fun shelf(sql: String): String = db.rawQuery(sql, null).use { it.toJson() }

    fun history(uid: Int): String =
        db.rawQuery("SELECT id, title FROM loans WHERE patron_uid = ?", arrayOf(uid.toString())).use { it.toJson() }

    fun renew(loan: LoanId, renewedBy: String?) {
        db.execSQL("UPDATE loans SET due = due + 1209600000, renewed_by = ? WHERE id = ?", arrayOf(renewedBy, loan.raw))
    }

    fun payFine(cents: Int, paidBy: String?) {
        db.execSQL("INSERT INTO payments(cents, paid_by) VALUES (?, ?)", arrayOf<Any?>(cents, paidBy))
    }
}

private fun Cursor.toJson(): String {
    val rows = JSONArray()
    while (moveToNext()) rows.put(JSONObject().put("id", getLong(0)).put("title", getString(1)))
    return rows.toString()
}
