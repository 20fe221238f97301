package io.kanbu.app.wallet

import com.clawseed.sdk.provider.CetpRequest
import com.clawseed.sdk.provider.ScopeInfo
import com.clawseed.sdk.provider.ToolAnnotations
import com.clawseed.sdk.provider.ToolDescriptor
import io.kanbu.app.core.Tokens

object WalletTools {
    @JvmField
    val SCOPES = listOf(
        ScopeInfo("wallet.read", "See your expenses and budgets", "read", "financial"),
        ScopeInfo("wallet.write", "Record expenses and change budgets", "write", "financial"),
    )

    private const val ENVELOPE = """{"type":"string","enum":["groceries","rent","transport","leisure","savings"]}"""
    private const val CENTS = """{"type":"integer","minimum":1,"maximum":100000000}"""

    @JvmField
    val ALL = listOf(
        ToolDescriptor("list_expenses", "List expenses", "Lists recorded expenses, optionally of one envelope.",
            """{"type":"object","properties":{"envelope":$ENVELOPE},"additionalProperties":false}""",
            """{"type":"object","properties":{"expenses":{"type":"array","items":{"type":"object"}}},"required":["expenses"]}""",
            listOf("wallet.read"), ToolAnnotations("read", "low", "never", idempotent = true)),
        ToolDescriptor("add_expense", "Add expense", "Records an expense in an envelope.",
            """{"type":"object","properties":{"envelope":$ENVELOPE,"amount_cents":$CENTS,"label":{"type":"string","maxLength":80}},"required":["envelope","amount_cents"],"additionalProperties":false}""",
            """{"type":"object","properties":{"expense_id":{"type":"string"},"left_cents":{"type":"integer"}},"required":["expense_id"]}""",
            listOf("wallet.write"), ToolAnnotations("create", "moderate", "never")),
        ToolDescriptor("set_budget", "Set budget", "Sets the monthly limit of an envelope.",
            """{"type":"object","properties":{"envelope":$ENVELOPE,"limit_cents":$CENTS},"required":["envelope","limit_cents"],"additionalProperties":false}""",
            """{"type":"object","properties":{"envelope":{"type":"string"},"limit_cents":{"type":"integer"}},"required":["envelope","limit_cents"]}""",
            listOf("wallet.write"), ToolAnnotations("update", "moderate", "never", idempotent = true)),
        ToolDescriptor("delete_expense", "Delete expense", "Deletes a recorded expense.",
            """{"type":"object","properties":{"expense_id":{"type":"string","pattern":"^[0-9a-f]{16}$"}},"required":["expense_id"],"additionalProperties":false}""",
            """{"type":"object","properties":{"deleted":{"type":"string"}},"required":["deleted"]}""",
            listOf("wallet.write"), ToolAnnotations("delete", "moderate", "always", destructive = true)),
        ToolDescriptor("move_funds", "Move funds", "Moves budget from one envelope to another.",
            """{"type":"object","properties":{"from":$ENVELOPE,"to":$ENVELOPE,"amount_cents":$CENTS},"required":["from","to","amount_cents"],"additionalProperties":false}""",
            """{"type":"object","properties":{"from_limit_cents":{"type":"integer"},"to_limit_cents":{"type":"integer"}},"required":["from_limit_cents","to_limit_cents"]}""",
            listOf("wallet.write"), ToolAnnotations("transaction", "high", "always")),
    )

    @JvmField
    val byName: Map<String, ToolDescriptor> = ALL.associateBy { it.name }

    private val EXPENSE_ID = Regex("^[0-9a-f]{16}$")

    private fun cents(value: Long): Long? = value.takeIf { it in 1..100_000_000 }

    fun toAction(call: CetpRequest): WalletAction.Tool? {
        val args = call.args
        val envelope = args.optString("envelope", "").takeIf { it in ENVELOPES }
        return when (call.toolName) {
            "list_expenses" ->
                if (args.has("envelope") && envelope == null) null else WalletAction.ListExpenses(call, envelope)
            "add_expense" -> {
                val amount = cents(args.optLong("amount_cents", 0L))
                val label = args.optString("label", "").trim()
                if (envelope == null || amount == null || label.length > 80) null
                else WalletAction.AddExpense(call, Tokens.random(8), envelope, amount, label)
            }
            "set_budget" -> {
                val limit = cents(args.optLong("limit_cents", 0L))
                if (envelope == null || limit == null) null else WalletAction.SetBudget(call, envelope, limit)
            }
            "delete_expense" -> args.optString("expense_id", "").takeIf { EXPENSE_ID.matches(it) }
                ?.let { WalletAction.DeleteExpense(call, it) }
            "move_funds" -> {
                val from = args.optString("from", "").takeIf { it in ENVELOPES }
                val to = args.optString("to", "").takeIf { it in ENVELOPES }
                val amount = cents(args.optLong("amount_cents", 0L))
                if (from == null || to == null || amount == null) null else WalletAction.MoveFunds(call, from, to, amount)
            }
            else -> null
        }
    }
}
