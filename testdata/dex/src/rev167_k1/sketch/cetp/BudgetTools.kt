package app.tallybook.budget.cetp

import org.json.JSONObject

/** The budget provider's tools by name. */
object BudgetTools {
    val scopes = listOf(
        Scope("budgets.read", "Read budgets", "See budgets, their limits and what is left", Access.READ),
        Scope("budgets.write", "Manage budgets", "Create budgets, change limits and close budgets", Access.WRITE),
    )

    private val id = prop("integer", "minimum" to 1)
    private val cents = prop("integer", "minimum" to 1, "maximum" to 100_000_000)
    private val name = prop("string", "minLength" to 1, "maxLength" to 60)
    private val flag = prop("boolean")

    private val budget: JSONObject = objectSchema(
        "id" to id, "name" to name, "limit_cents" to cents, "spent_cents" to prop("integer"),
        "remaining_cents" to prop("integer"), "period_start" to prop("string"),
        required = listOf("id", "name", "limit_cents", "spent_cents", "remaining_cents"),
    )

    private val listBudgets = ToolEntry<BudgetDesk>(
        ToolSpec(
            name = "list_budgets",
            title = "List budgets",
            description = "Household budgets with their limits and spending",
            effect = Effect.READ,
            scopes = listOf("budgets.read"),
            input = objectSchema("include_closed" to flag),
            output = listSchema("budgets", budget),
        ),
    ) { desk, call, args -> desk.list(call, args) }

    private val getBudget = ToolEntry<BudgetDesk>(
        ToolSpec(
            name = "get_budget",
            title = "Get budget",
            description = "One budget as of the current month",
            effect = Effect.READ,
            scopes = listOf("budgets.read"),
            input = objectSchema("budget_id" to id, required = listOf("budget_id")),
            output = budget,
        ),
    ) { desk, call, args -> desk.get(call, args) }

    private val createBudget = ToolEntry<BudgetDesk>(
        ToolSpec(
            name = "create_budget",
            title = "Create budget",
            description = "Start a monthly budget with a limit in cents",
            effect = Effect.CREATE,
            scopes = listOf("budgets.write"),
            input = objectSchema("name" to name, "limit_cents" to cents, required = listOf("name", "limit_cents")),
            output = objectSchema("id" to id, required = listOf("id")),
            risk = Risk.MODERATE,
            confirmation = Confirmation.PROVIDER_POLICY,
        ),
    ) { desk, call, args -> desk.create(call, args) }

    private val setBudgetLimit = ToolEntry<BudgetDesk>(
        ToolSpec(
            name = "set_budget_limit",
            title = "Change budget limit",
            description = "Set a budget's monthly limit in cents",
            effect = Effect.UPDATE,
            scopes = listOf("budgets.write"),
            input = objectSchema(
                "budget_id" to id, "limit_cents" to cents, "notify_members" to flag,
                required = listOf("budget_id", "limit_cents"),
            ),
            output = objectSchema("id" to id, "limit_cents" to cents, required = listOf("id")),
            risk = Risk.MODERATE,
            confirmation = Confirmation.PROVIDER_POLICY,
            idempotent = true,
        ),
    ) { desk, call, args -> desk.setLimit(call, args) }

    private val closeBudget = ToolEntry<BudgetDesk>(
        ToolSpec(
            name = "close_budget",
            title = "Close budget",
            description = "Close a budget; optionally archive its expenses",
            effect = Effect.DELETE,
            scopes = listOf("budgets.write"),
            input = objectSchema("budget_id" to id, "archive_expenses" to flag, required = listOf("budget_id")),
            output = objectSchema("id" to id, "closed" to flag, required = listOf("id")),
            risk = Risk.HIGH,
            confirmation = Confirmation.ALWAYS,
            destructive = true,
            idempotent = true,
        ),
    ) { desk, call, args -> desk.close(call, args) }

    val byName: Map<String, ToolEntry<BudgetDesk>> =
        listOf(listBudgets, getBudget, createBudget, setBudgetLimit, closeBudget).associateBy { it.spec.name }

    val specs: List<ToolSpec> get() = byName.values.map { it.spec }
}
