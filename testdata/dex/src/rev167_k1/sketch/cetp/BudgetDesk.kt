package app.tallybook.budget.cetp

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import app.tallybook.budget.data.BudgetClosure
import app.tallybook.budget.data.BudgetStore
import app.tallybook.budget.data.LimitChange
import org.json.JSONArray
import org.json.JSONObject

/** The budget tools' handlers. */
class BudgetDesk(private val context: Context, private val store: BudgetStore) {

    fun list(call: Call, args: JSONObject): ToolResult {
        val budgets = store.list(includeClosed = args.optBoolean("include_closed", false))
        return ToolResult.Done(JSONObject().put("budgets", JSONArray(budgets.map { it.toJson() })))
    }

    /** A budget as of this month. */
    fun get(call: Call, args: JSONObject): ToolResult {
        val id = args.optLong("budget_id", 0L)
        require(id > 0) { "budget_id" }
        val budget = store.current(id, thisMonth())?.takeUnless { it.closed }
            ?: return ToolResult.Failed(ErrorCode.INVALID_ARGS, "No open budget has id $id.")
        return ToolResult.Done(budget.toJson())
    }

    fun create(call: Call, args: JSONObject): ToolResult {
        val name = args.optString("name").trim()
        val limit = args.optLong("limit_cents", 0L)
        require(name.length in 1..60) { "name" }
        require(limit in 1..MAX_LIMIT_CENTS) { "limit_cents" }
        val id = store.create(name, limit, thisMonth())
        return ToolResult.Done(JSONObject().put("id", id))
    }

    fun setLimit(call: Call, args: JSONObject): ToolResult {
        val change = LimitChange(
            budgetId = args.optLong("budget_id", 0L),
            limitCents = args.optLong("limit_cents", 0L),
            notifyMembers = args.optBoolean("notify_members", false),
        )
        require(change.budgetId > 0) { "budget_id" }
        require(change.limitCents in 1..MAX_LIMIT_CENTS) { "limit_cents" }
        return if (store.setLimit(change)) {
            ToolResult.Done(JSONObject().put("id", change.budgetId).put("limit_cents", change.limitCents))
        } else {
            ToolResult.Failed(ErrorCode.INVALID_ARGS, "No open budget has id ${change.budgetId}.")
        }
    }

    /** close_budget: confirmation=always; the user's answer comes from the held call, never from args. */
    fun close(call: Call, args: JSONObject): ToolResult {
        val closure = args.toClosure().copy(confirmed = call.held?.decision == Decision.APPROVED)
        val (id, archiveExpenses, confirmed) = closure
        val budget = store.find(id)?.takeUnless { it.closed }
            ?: return ToolResult.Failed(ErrorCode.INVALID_ARGS, "No open budget has id $id.")
        return when {
            confirmed ->
                if (store.close(closure)) {
                    ToolResult.Done(JSONObject().put("id", id).put("closed", true))
                } else {
                    ToolResult.Failed(ErrorCode.CONFLICT, "Budget $id is already closed.")
                }
            else -> confirmStep(
                call,
                "Close the budget ${budget.name} (${budget.spentCents.asMoney()} of ${budget.limitCents.asMoney()} spent)" +
                    if (archiveExpenses) " and archive its expenses?" else "?",
            )
        }
    }

    /** USER_ACTION_REQUIRED: the held call and the confirmation screen that decides it. */
    private fun confirmStep(call: Call, summary: String): ToolResult {
        val held = HeldCalls.hold(call, summary)
        val resolution = Intent().forScreen<ConfirmActivity>()
            .putExtra(ConfirmActivity.EXTRA_TOKEN, held.token)
            .toPending(context, held.token.hashCode(), flags = PendingIntent.FLAG_UPDATE_CURRENT)
        return ToolResult.NeedsUser(ErrorCode.USER_ACTION_REQUIRED, "Confirm in Tallybook: $summary", resolution, held.token)
    }

    private companion object {
        const val MAX_LIMIT_CENTS = 100_000_000L
    }
}

private fun JSONObject.toClosure(): BudgetClosure {
    val id = optLong("budget_id", 0L)
    require(id > 0) { "budget_id" }
    return BudgetClosure(budgetId = id, archiveExpenses = optBoolean("archive_expenses", false))
}
