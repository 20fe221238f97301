package io.kanbu.app.wallet

import io.kanbu.app.core.Outcome
import org.json.JSONArray
import org.json.JSONObject

val ENVELOPES = listOf("groceries", "rent", "transport", "leisure", "savings")

fun reduceWallet(state: WalletState, action: WalletAction): WalletState = when (action) {
    is WalletAction.ListExpenses -> {
        val rows = JSONArray()
        for (e in state.ledger.expenses.values) if (action.envelope == null || e.envelope == action.envelope) rows.put(e.toJson())
        state.answer(action.call.requestId, Outcome.Done(JSONObject().put("expenses", rows).toString()))
    }
    is WalletAction.AddExpense -> {
        val expense = Expense(action.id, action.envelope, action.amountCents, action.label, state.callers[action.call.requestId] ?: "unknown")
        state.change(action.call, state.ledger.copy(expenses = state.ledger.expenses + (expense.id to expense)),
            JSONObject().put("expense_id", expense.id).put("left_cents", state.left(action.envelope) - action.amountCents))
    }
    is WalletAction.SetBudget -> state.change(action.call,
        state.ledger.copy(budgets = state.ledger.budgets + (action.envelope to action.limitCents)),
        JSONObject().put("envelope", action.envelope).put("limit_cents", action.limitCents))
    is WalletAction.DeleteExpense ->
        if (action.id !in state.ledger.expenses) state.answer(action.call.requestId, Outcome.Failed("INVALID_ARGS", "No expense has this id"))
        else state.change(action.call, state.ledger.copy(expenses = state.ledger.expenses - action.id),
            JSONObject().put("deleted", action.id))
    is WalletAction.MoveFunds -> {
        val budgets = state.ledger.budgets
        val from = budgets[action.from]
        when {
            action.from == action.to -> state.answer(action.call.requestId, Outcome.Failed("INVALID_ARGS", "Choose two different envelopes"))
            from == null || from < action.amountCents ->
                state.answer(action.call.requestId, Outcome.Failed("CONFLICT", "The source envelope's budget is too small"))
            else -> {
                val moved = budgets + (action.from to from - action.amountCents) + (action.to to (budgets[action.to] ?: 0L) + action.amountCents)
                state.change(action.call, state.ledger.copy(budgets = moved),
                    JSONObject().put("from_limit_cents", moved[action.from]).put("to_limit_cents", moved[action.to]))
            }
        }
    }
    is WalletAction.Identified -> state.copy(callers = state.callers + (action.requestId to action.addedBy))
    is WalletAction.Rejected -> state.answer(action.requestId, Outcome.Failed(action.code, action.message))
    is WalletAction.NeedsConfirmation ->
        state.copy(asks = state.asks + 1, effects = state.effects + WalletEffect.AskUser(action.call, action.summary, state.asks + 1))
    is WalletAction.Parked -> state.answer(action.requestId, Outcome.NeedsUser(action.resolution, action.resumeToken))
    is WalletAction.Committed -> state.answer(action.requestId, action.outcome)
    is WalletAction.Failed -> state.copy(ledger = action.before).answer(action.requestId, Outcome.Failed("INTERNAL_ERROR", failureText(action.error)))
    is WalletAction.EffectsTaken -> state.copy(effects = state.effects.drop(action.count))
    is WalletAction.Delivered -> state.copy(outcomes = state.outcomes - action.requestId, callers = state.callers - action.requestId)
}

/** Safe text for a failed save: chosen by the kind of failure, never the exception's own message. */
private fun failureText(error: Throwable): String = when (error) {
    is IllegalStateException -> "The wallet could not be saved; try again"
    is org.json.JSONException -> "The wallet data is damaged"
    else -> "The wallet is unavailable right now"
}

private fun WalletState.answer(requestId: String, outcome: Outcome): WalletState =
    copy(outcomes = outcomes + (requestId to outcome))

private fun WalletState.change(call: com.clawseed.sdk.provider.CetpRequest, next: Ledger, value: JSONObject): WalletState =
    copy(ledger = next, effects = effects + WalletEffect.Persist(call, Outcome.Done(value.toString()), ledger))
