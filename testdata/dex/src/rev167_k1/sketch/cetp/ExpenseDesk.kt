package app.tallybook.budget.cetp

import android.content.Context
import android.content.Intent
import app.tallybook.budget.data.ExpenseChange
import app.tallybook.budget.data.ExpenseStore
import org.json.JSONArray
import org.json.JSONObject

/** The expense tools' handlers. */
class ExpenseDesk(private val context: Context, private val store: ExpenseStore) {

    fun list(call: Call, args: JSONObject): ToolResult {
        val category = args.optString("category").trim().takeIf { it.isNotEmpty() }
        val limit = args.optInt("limit", 20).coerceIn(1, 100)
        val rows = store.recent(category = category, limit = limit)
        return ToolResult.Done(JSONObject().put("expenses", JSONArray(rows.map { it.toJson() })))
    }

    /** A month's totals; an empty current month shows last month's categories carried over, as a view only. */
    fun summary(call: Call, args: JSONObject): ToolResult {
        val month = args.optString("month").ifEmpty { thisMonth() }
        if (!month.isMonth()) return ToolResult.Failed(ErrorCode.INVALID_ARGS, "month must look like 2026-12.")
        val totals = store.totals(month).takeIf { it.byCategory.isNotEmpty() || month != thisMonth() }
            ?: store.totals(previousMonth()).rolledInto(month)
        return ToolResult.Done(totals.toJson())
    }

    fun add(call: Call, args: JSONObject): ToolResult {
        val amount = args.optLong("amount_cents", 0L)
        val category = args.optString("category").trim()
        require(amount in 1..MAX_AMOUNT_CENTS) { "amount_cents" }
        require(category.length in 1..40) { "category" }
        val spentOn = args.optString("spent_on").takeIf { it.isDay() } ?: today()
        val id = store.add(amount, category, args.optString("note").take(200), spentOn)
        return ToolResult.Done(JSONObject().put("id", id).put("spent_on", spentOn))
    }

    fun edit(call: Call, args: JSONObject): ToolResult {
        val change = args.toChange()
        change.amountCents?.let { require(it in 1..MAX_AMOUNT_CENTS) { "amount_cents" } }
        return if (store.edit(change)) {
            ToolResult.Done(JSONObject().put("id", change.id).put("updated", true))
        } else {
            ToolResult.Failed(ErrorCode.INVALID_ARGS, "No expense has id ${change.id}.")
        }
    }

    /** delete_expense: confirmation=always. */
    fun delete(call: Call, args: JSONObject): ToolResult {
        val (id, _, _, _, confirmed) = args.toChange()
        val expense = store.find(id) ?: return ToolResult.Failed(ErrorCode.INVALID_ARGS, "No expense has id $id.")
        return when {
            confirmed || call.held?.decision == Decision.APPROVED ->
                if (store.delete(id)) {
                    ToolResult.Done(JSONObject().put("id", id).put("deleted", true))
                } else {
                    ToolResult.Failed(ErrorCode.CONFLICT, "Expense $id is already gone.")
                }
            else -> confirmStep(
                call,
                "Delete the ${expense.category} expense of ${expense.amountCents.asMoney()} from ${expense.spentOn}?",
            )
        }
    }

    /** USER_ACTION_REQUIRED: the held call and the confirmation screen that decides it. */
    private fun confirmStep(call: Call, summary: String): ToolResult {
        val held = HeldCalls.hold(call, summary)
        val resolution = Intent(ConfirmActivity.ACTION_CONFIRM)
            .inApp(context)
            .putExtra(ConfirmActivity.EXTRA_TOKEN, held.token)
            .toPending(context, held.token.hashCode())
        return ToolResult.NeedsUser(ErrorCode.USER_ACTION_REQUIRED, "Confirm in Tallybook: $summary", resolution, held.token)
    }

    private companion object {
        const val MAX_AMOUNT_CENTS = 10_000_000L
    }
}

private fun JSONObject.toChange(): ExpenseChange {
    val id = optLong("id", 0L)
    require(id > 0) { "id" }
    return ExpenseChange(
        id = id,
        amountCents = if (has("amount_cents")) optLong("amount_cents", 0L) else null,
        category = optString("category").trim().takeIf { it.isNotEmpty() }?.take(40),
        note = if (has("note")) optString("note").take(200) else null,
        confirmed = optBoolean("user_confirmed", false),
    )
}
