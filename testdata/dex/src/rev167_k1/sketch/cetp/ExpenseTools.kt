package app.tallybook.budget.cetp

import org.json.JSONObject

/** The expense provider's tools by name. */
object ExpenseTools {
    val scopes = listOf(
        Scope("expenses.read", "Read expenses", "See recorded expenses and monthly totals", Access.READ),
        Scope("expenses.write", "Record expenses", "Add, edit and delete expenses", Access.WRITE),
    )

    private val id = prop("integer", "minimum" to 1)
    private val amount = prop("integer", "minimum" to 1, "maximum" to 10_000_000)
    private val category = prop("string", "minLength" to 1, "maxLength" to 40)
    private val note = prop("string", "maxLength" to 200)
    private val day = prop("string", "format" to "date")
    private val limit = prop("integer", "minimum" to 1, "maximum" to 100)
    private val month = prop("string", "pattern" to "^[0-9]{4}-[0-9]{2}$")

    private val expense: JSONObject = objectSchema(
        "id" to id, "amount_cents" to amount, "category" to category, "note" to note, "spent_on" to day,
        required = listOf("id", "amount_cents", "category", "spent_on"),
    )

    private val changed: JSONObject = objectSchema(
        "id" to id, "updated" to prop("boolean"), "deleted" to prop("boolean"),
        required = listOf("id"),
    )

    private val totals: JSONObject = objectSchema(
        "month" to month, "total_cents" to prop("integer"), "by_category" to prop("object"), "carried_over" to prop("boolean"),
        required = listOf("month", "total_cents", "by_category"),
    )

    private val listExpenses = ToolEntry<ExpenseDesk>(
        ToolSpec(
            name = "list_expenses",
            title = "List expenses",
            description = "Recent expenses, newest first, optionally of one category",
            effect = Effect.READ,
            scopes = listOf("expenses.read"),
            input = objectSchema("category" to category, "limit" to limit),
            output = listSchema("expenses", expense),
        ),
    ) { desk, call, args -> desk.list(call, args) }

    private val expenseSummary = ToolEntry<ExpenseDesk>(
        ToolSpec(
            name = "expense_summary",
            title = "Monthly summary",
            description = "Spending per category for a month (default: this month)",
            effect = Effect.READ,
            scopes = listOf("expenses.read"),
            input = objectSchema("month" to month),
            output = totals,
        ),
    ) { desk, call, args -> desk.summary(call, args) }

    private val addExpense = ToolEntry<ExpenseDesk>(
        ToolSpec(
            name = "add_expense",
            title = "Add expense",
            description = "Record an expense in cents",
            effect = Effect.CREATE,
            scopes = listOf("expenses.write"),
            input = objectSchema(
                "amount_cents" to amount, "category" to category, "note" to note, "spent_on" to day,
                required = listOf("amount_cents", "category"),
            ),
            output = objectSchema("id" to id, "spent_on" to day, required = listOf("id")),
            risk = Risk.MODERATE,
            confirmation = Confirmation.PROVIDER_POLICY,
        ),
    ) { desk, call, args -> desk.add(call, args) }

    private val editExpense = ToolEntry<ExpenseDesk>(
        ToolSpec(
            name = "edit_expense",
            title = "Edit expense",
            description = "Change an expense's amount, category or note",
            effect = Effect.UPDATE,
            scopes = listOf("expenses.write"),
            input = objectSchema(
                "id" to id, "amount_cents" to amount, "category" to category, "note" to note,
                required = listOf("id"),
            ),
            output = changed,
            risk = Risk.MODERATE,
            confirmation = Confirmation.PROVIDER_POLICY,
            idempotent = true,
        ),
    ) { desk, call, args -> desk.edit(call, args) }

    private val deleteExpense = ToolEntry<ExpenseDesk>(
        ToolSpec(
            name = "delete_expense",
            title = "Delete expense",
            description = "Delete an expense for good",
            effect = Effect.DELETE,
            scopes = listOf("expenses.write"),
            input = objectSchema("id" to id, required = listOf("id")),
            output = changed,
            risk = Risk.HIGH,
            confirmation = Confirmation.ALWAYS,
            destructive = true,
            idempotent = true,
        ),
    ) { desk, call, args -> desk.delete(call, args) }

    val byName: Map<String, ToolEntry<ExpenseDesk>> =
        listOf(listExpenses, expenseSummary, addExpense, editExpense, deleteExpense).associateBy { it.spec.name }

    val specs: List<ToolSpec> get() = byName.values.map { it.spec }
}
