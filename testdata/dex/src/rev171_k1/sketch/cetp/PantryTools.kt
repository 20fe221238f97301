package app.larder.kitchen.cetp

/** The pantry provider's scopes and tools. */
object PantryTools {
    const val REVISION = "pantry-4"

    val scopes = listOf(
        ScopeSpec("pantry.read", "See your pantry", "Read pantry items and the recipe book", "read", "personal"),
        ScopeSpec("pantry.write", "Change your pantry", "Add, adjust and throw away pantry items", "write", "personal"),
    )

    private val itemId = prop("integer") { put("minimum", 1) }

    val all = listOf(
        ToolSpec(
            name = "list_items",
            title = "List pantry items",
            description = "Items in the pantry with quantity, unit and best-before date, sorted by name.",
            input = objectSchema("limit" to prop("integer") { put("minimum", 1); put("maximum", 100) }),
            output = objectSchema("items" to arrayProp(prop("object")), required = listOf("items")),
            scopes = listOf("pantry.read"),
            effect = Effect.READ,
            idempotent = true,
        ),
        ToolSpec(
            name = "find_recipes",
            title = "Find recipes by tag",
            description = "Recipes from the household recipe book carrying a tag such as vegetarian or quick.",
            input = objectSchema("tag" to prop("string") { put("minLength", 1); put("maxLength", 40) }, required = listOf("tag")),
            output = objectSchema("recipes" to arrayProp(prop("object")), required = listOf("recipes")),
            scopes = listOf("pantry.read"),
            effect = Effect.READ,
            idempotent = true,
        ),
        ToolSpec(
            name = "add_item",
            title = "Add a pantry item",
            description = "Adds an item with its quantity and unit to the pantry.",
            input = objectSchema(
                "name" to prop("string") { put("minLength", 1); put("maxLength", 60) },
                "quantity" to prop("integer") { put("minimum", 1); put("maximum", 10000) },
                "unit" to prop("string") { put("enum", org.json.JSONArray(UNITS)) },
                "best_before" to prop("string") { put("pattern", DAY_PATTERN) },
                required = listOf("name", "quantity"),
            ),
            output = objectSchema("item_id" to itemId, required = listOf("item_id")),
            scopes = listOf("pantry.write"),
            effect = Effect.CREATE,
        ),
        ToolSpec(
            name = "adjust_quantity",
            title = "Adjust an item's quantity",
            description = "Adds to or takes from the stock of one pantry item; stock never goes below zero.",
            input = objectSchema(
                "item_id" to itemId,
                "delta" to prop("integer") { put("minimum", -1000); put("maximum", 1000) },
                required = listOf("item_id", "delta"),
            ),
            output = objectSchema("item_id" to itemId, "quantity" to prop("integer"), required = listOf("item_id", "quantity")),
            scopes = listOf("pantry.write"),
            effect = Effect.UPDATE,
        ),
        ToolSpec(
            name = "discard_item",
            title = "Throw away a pantry item",
            description = "Removes one item from the pantry for good, after the user approves it in Larder.",
            input = objectSchema("item_id" to itemId, required = listOf("item_id")),
            output = objectSchema("item_id" to itemId, "discarded" to prop("boolean"), required = listOf("item_id", "discarded")),
            scopes = listOf("pantry.write"),
            effect = Effect.DELETE,
            risk = Risk.HIGH,
            confirmation = Confirmation.ALWAYS,
            destructive = true,
        ),
    )

    val byName: Map<String, ToolSpec> = all.associateBy { it.name }
}

val UNITS = listOf("pcs", "g", "kg", "ml", "l")
const val DAY_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
val DAY = Regex(DAY_PATTERN)
