package app.larder.kitchen.cetp

/** The meal-plan provider's scopes and tools. */
object MealTools {
    const val REVISION = "meals-7"

    val scopes = listOf(
        ScopeSpec("meals.read", "See your meal plan", "Read planned meals", "read", "personal"),
        ScopeSpec("meals.write", "Plan your meals", "Schedule, generate and clear planned meals", "write", "personal"),
    )

    private val day = prop("string") { put("pattern", DAY_PATTERN) }
    private val meals = objectSchema("meals" to arrayProp(prop("object")), required = listOf("meals"))

    val all = listOf(
        ToolSpec(
            name = "list_week",
            title = "List a week of meals",
            description = "Planned meals for seven days starting at the given day.",
            input = objectSchema("from" to day, required = listOf("from")),
            output = meals,
            scopes = listOf("meals.read"),
            effect = Effect.READ,
            idempotent = true,
        ),
        ToolSpec(
            name = "search_plans",
            title = "Search planned meals by tag",
            description = "Planned meals whose recipe carries a tag such as vegetarian or quick.",
            input = objectSchema("tag" to prop("string") { put("minLength", 1); put("maxLength", 40) }, required = listOf("tag")),
            output = meals,
            scopes = listOf("meals.read"),
            effect = Effect.READ,
            idempotent = true,
        ),
        ToolSpec(
            name = "schedule_meal",
            title = "Schedule a meal",
            description = "Puts a recipe on the plan for one day and slot.",
            input = objectSchema(
                "day" to day,
                "slot" to prop("string") { put("enum", org.json.JSONArray(SLOTS)) },
                "recipe_id" to prop("integer") { put("minimum", 1) },
                "servings" to prop("integer") { put("minimum", 1); put("maximum", 12) },
                required = listOf("day", "slot", "recipe_id"),
            ),
            output = objectSchema("meal_id" to prop("integer"), required = listOf("meal_id")),
            scopes = listOf("meals.write"),
            effect = Effect.CREATE,
        ),
        ToolSpec(
            name = "clear_day",
            title = "Clear a day's meals",
            description = "Removes every planned meal of one day, after the user approves it in Larder.",
            input = objectSchema("day" to day, required = listOf("day")),
            output = objectSchema("day" to day, "removed" to prop("integer"), required = listOf("day", "removed")),
            scopes = listOf("meals.write"),
            effect = Effect.DELETE,
            risk = Risk.HIGH,
            confirmation = Confirmation.ALWAYS,
            destructive = true,
        ),
        ToolSpec(
            name = "generate_week",
            title = "Plan a week of dinners",
            description = "Fills seven dinners from the quickest recipes that fit the time limit.",
            input = objectSchema(
                "from" to day,
                "max_minutes" to prop("integer") { put("minimum", 10); put("maximum", 240) },
                required = listOf("from"),
            ),
            output = objectSchema("from" to day, "planned" to prop("integer"), required = listOf("from", "planned")),
            scopes = listOf("meals.read", "meals.write"),
            effect = Effect.CREATE,
            risk = Risk.MODERATE,
            mayRunAsync = true,
        ),
    )

    val byName: Map<String, ToolSpec> = all.associateBy { it.name }
}

val SLOTS = listOf("breakfast", "lunch", "dinner")
