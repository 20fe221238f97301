package io.kanbu.app.wallet

import android.app.PendingIntent
import com.clawseed.sdk.provider.CetpRequest
import io.kanbu.app.core.Outcome
import org.json.JSONObject

data class Expense(val id: String, val envelope: String, val amountCents: Long, val label: String, val addedBy: String) {
    fun toJson(): JSONObject = JSONObject().put("id", id).put("envelope", envelope).put("amount_cents", amountCents)
        .put("label", label).put("added_by", addedBy)

    companion object {
        fun fromJson(json: JSONObject) = Expense(json.getString("id"), json.getString("envelope"),
            json.optLong("amount_cents", 0L), json.optString("label", ""), json.optString("added_by", "kanbu"))
    }
}

data class Ledger(val expenses: Map<String, Expense>, val budgets: Map<String, Long>)

data class WalletState(
    val ledger: Ledger,
    val callers: Map<String, String>,
    val outcomes: Map<String, Outcome>,
    val effects: List<WalletEffect>,
    val asks: Int,
) {
    companion object {
        fun of(ledger: Ledger) = WalletState(ledger, emptyMap(), emptyMap(), emptyList(), 0)
    }
}

// selectors
val WalletState.pending: List<WalletEffect> get() = effects
fun WalletState.spent(envelope: String): Long = ledger.expenses.values.filter { it.envelope == envelope }.sumOf { it.amountCents }
fun WalletState.left(envelope: String): Long = (ledger.budgets[envelope] ?: 0L) - spent(envelope)
fun WalletState.outcome(requestId: String): Outcome? = outcomes[requestId]

sealed class WalletAction {
    sealed class Tool : WalletAction() {
        abstract val call: CetpRequest
    }

    data class ListExpenses(override val call: CetpRequest, val envelope: String?) : Tool()
    data class AddExpense(override val call: CetpRequest, val id: String, val envelope: String, val amountCents: Long, val label: String) : Tool()
    data class SetBudget(override val call: CetpRequest, val envelope: String, val limitCents: Long) : Tool()
    data class DeleteExpense(override val call: CetpRequest, val id: String) : Tool()
    data class MoveFunds(override val call: CetpRequest, val from: String, val to: String, val amountCents: Long) : Tool()

    data class Identified(val requestId: String, val addedBy: String) : WalletAction()
    data class Rejected(val requestId: String, val code: String, val message: String) : WalletAction()
    data class NeedsConfirmation(val call: CetpRequest, val summary: String) : WalletAction()
    data class Parked(val requestId: String, val resolution: PendingIntent, val resumeToken: String) : WalletAction()
    data class Committed(val requestId: String, val outcome: Outcome) : WalletAction()
    data class Failed(val requestId: String, val error: Throwable, val before: Ledger) : WalletAction()
    data class EffectsTaken(val count: Int) : WalletAction()
    data class Delivered(val requestId: String) : WalletAction()
}

sealed class WalletEffect {
    data class Persist(val call: CetpRequest, val outcome: Outcome, val before: Ledger) : WalletEffect()
    data class AskUser(val call: CetpRequest, val summary: String, val ask: Int) : WalletEffect()
}
