package app.tallybook.budget.data

import android.content.ContentValues
import android.database.Cursor
import org.json.JSONObject

data class Expense(val id: Long, val amountCents: Long, val category: String, val note: String, val spentOn: String) {
    fun toJson(): JSONObject = JSONObject()
        .put("id", id)
        .put("amount_cents", amountCents)
        .put("category", category)
        .put("note", note)
        .put("spent_on", spentOn)
}

/** A month's spending; `rolledInto` is the view of it from a later month, computed, never stored. */
data class MonthTotals(val month: String, val byCategory: Map<String, Long>, val carriedOver: Boolean = false) {
    val totalCents: Long get() = byCategory.values.sum()

    fun rolledInto(month: String): MonthTotals =
        if (month == this.month) this else copy(month = month, byCategory = emptyMap(), carriedOver = true)

    fun toJson(): JSONObject = JSONObject()
        .put("month", month)
        .put("total_cents", totalCents)
        .put("by_category", JSONObject(byCategory))
        .put("carried_over", carriedOver)
}

/** A requested change to an expense; null fields stay as they are. */
data class ExpenseChange(
    val id: Long,
    val amountCents: Long? = null,
    val category: String? = null,
    val note: String? = null,
    val confirmed: Boolean = false,
)

class ExpenseStore(private val db: TallyDb) {
    private val Cursor.expense: Expense
        get() = Expense(getLong(0), getLong(1), getString(2), getString(3), getString(4))

    fun recent(category: String? = null, limit: Int = 20): List<Expense> {
        val (selection, args) = when (category) {
            null -> null to null
            else -> "category = ?" to arrayOf(category)
        }
        return db.readableDatabase.query("expenses", COLUMNS, selection, args, null, null, "spent_on DESC, id DESC", "$limit")
            .use { c -> buildList { while (c.moveToNext()) add(c.expense) } }
    }

    fun find(id: Long): Expense? =
        db.readableDatabase.query("expenses", COLUMNS, "id = ?", arrayOf("$id"), null, null, null)
            .use { c -> if (c.moveToFirst()) c.expense else null }

    fun totals(month: String): MonthTotals =
        db.readableDatabase.query(
            "expenses", arrayOf("category", "SUM(amount_cents)"), "spent_on LIKE ?", arrayOf("$month-%"),
            "category", null, "category",
        ).use { c ->
            MonthTotals(month, buildMap { while (c.moveToNext()) put(c.getString(0), c.getLong(1)) })
        }

    fun add(amountCents: Long, category: String, note: String, spentOn: String): Long {
        val values = ContentValues().apply {
            put("amount_cents", amountCents)
            put("category", category)
            put("note", note)
            put("spent_on", spentOn)
        }
        return db.writableDatabase.insertOrThrow("expenses", null, values)
    }

    fun edit(change: ExpenseChange): Boolean {
        val (id, amountCents, category, note) = change
        val values = ContentValues().apply {
            amountCents?.let { put("amount_cents", it) }
            category?.let { put("category", it) }
            note?.let { put("note", it) }
        }
        if (values.size() == 0) return find(id) != null
        return db.writableDatabase.update("expenses", values, "id = ?", arrayOf("$id")) == 1
    }

    fun delete(id: Long): Boolean = db.writableDatabase.delete("expenses", "id = ?", arrayOf("$id")) == 1

    private companion object {
        val COLUMNS = arrayOf("id", "amount_cents", "category", "note", "spent_on")
    }
}
