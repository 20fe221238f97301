package app.tallybook.budget.data

import android.content.ContentValues
import android.database.Cursor
import org.json.JSONObject

data class Budget(
    val id: Long,
    val name: String,
    val limitCents: Long,
    val spentCents: Long,
    val periodStart: String,
    val closed: Boolean = false,
) {
    val remainingCents: Long get() = (limitCents - spentCents).coerceAtLeast(0)

    fun toJson(): JSONObject = JSONObject()
        .put("id", id)
        .put("name", name)
        .put("limit_cents", limitCents)
        .put("spent_cents", spentCents)
        .put("remaining_cents", remainingCents)
        .put("period_start", periodStart)
}

/** A requested change to a budget's monthly limit. */
data class LimitChange(val budgetId: Long, val limitCents: Long, val notifyMembers: Boolean = false)

/** A request to close a budget; [confirmed] is the provider's record of the user's answer. */
data class BudgetClosure(val budgetId: Long, val archiveExpenses: Boolean, val confirmed: Boolean = false)

class BudgetStore(private val db: TallyDb) {
    private val Cursor.budget: Budget
        get() = Budget(getLong(0), getString(1), getLong(2), getLong(3), getString(4), getInt(5) != 0)

    fun list(includeClosed: Boolean = false): List<Budget> =
        db.readableDatabase.query(
            "budgets", COLUMNS, if (includeClosed) null else "closed = 0", null, null, null, "name",
        ).use { c -> buildList { while (c.moveToNext()) add(c.budget) } }

    fun find(id: Long): Budget? =
        db.readableDatabase.query("budgets", COLUMNS, "id = ?", arrayOf("$id"), null, null, null)
            .use { c -> if (c.moveToFirst()) c.budget else null }

    /** The budget as of [month]: a period that ended is rolled over first. */
    fun current(id: Long, month: String): Budget? {
        val budget = find(id) ?: return null
        return if (budget.periodStart < month) rollOver(budget, month) else budget
    }

    private fun rollOver(budget: Budget, month: String): Budget {
        val rolled = budget.copy(spentCents = 0, periodStart = month)
        val values = ContentValues().apply {
            put("spent_cents", rolled.spentCents)
            put("period_start", rolled.periodStart)
        }
        db.writableDatabase.update("budgets", values, "id = ?", arrayOf("${budget.id}"))
        return rolled
    }

    fun create(name: String, limitCents: Long, month: String): Long {
        val values = ContentValues().apply {
            put("name", name)
            put("limit_cents", limitCents)
            put("period_start", month)
        }
        return db.writableDatabase.insertOrThrow("budgets", null, values)
    }

    fun setLimit(change: LimitChange): Boolean {
        val (id, limitCents) = change
        val values = ContentValues().apply { put("limit_cents", limitCents) }
        return db.writableDatabase.update("budgets", values, "id = ? AND closed = 0", arrayOf("$id")) == 1
    }

    fun close(closure: BudgetClosure): Boolean {
        val (id, archiveExpenses) = closure
        val db = db.writableDatabase
        db.beginTransaction()
        try {
            if (archiveExpenses) {
                db.update("expenses", ContentValues().apply { put("budget_id", -id) }, "budget_id = ?", arrayOf("$id"))
            }
            val closed = db.update("budgets", ContentValues().apply { put("closed", 1) }, "id = ? AND closed = 0", arrayOf("$id"))
            db.setTransactionSuccessful()
            return closed == 1
        } finally {
            db.endTransaction()
        }
    }

    private companion object {
        val COLUMNS = arrayOf("id", "name", "limit_cents", "spent_cents", "period_start", "closed")
    }
}
