package app.larder.home.cetp

const val SHOPPING_ID = "app.larder.home.shopping"
const val SHOPPING_AUTHORITY = "app.larder.home.tools.shopping"

val SHOPPING_SCOPES = listOf(
    Scope("shopping.read", "See your shopping lists", "Read the entries of your shopping lists", "read", "personal"),
    Scope("shopping.write", "Change your shopping lists", "Add, check off, clear and share shopping list entries", "write", "personal"),
)

val LIST_SHOPPING = ToolDescriptor(
    "list_shopping", "Show shopping list", "Shows the entries of one shopping list, open entries only unless asked otherwise.",
    """{"type":"object","properties":{"list":{"type":"string","maxLength":40},"include_checked":{"type":"boolean"}},"additionalProperties":false}""",
    """{"type":"object","properties":{"entries":{"type":"array","items":{"type":"object"}}},"required":["entries"]}""",
    listOf("shopping.read"), Annotations("read", "low", false, true, "never"),
)

val ADD_TO_LIST = ToolDescriptor(
    "add_to_list", "Add to shopping list", "Adds one entry with a quantity to a shopping list.",
    """{"type":"object","properties":{"list":{"type":"string","maxLength":40},"name":{"type":"string","minLength":1,"maxLength":80},"quantity":{"type":"integer","minimum":1,"maximum":99}},"required":["name"],"additionalProperties":false}""",
    """{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}""",
    listOf("shopping.write"), Annotations("create", "low", false, false, "never"),
)

val CHECK_OFF = ToolDescriptor(
    "check_off", "Check off entry", "Marks one shopping list entry as bought, or as open again.",
    """{"type":"object","properties":{"id":{"type":"integer","minimum":1},"checked":{"type":"boolean"}},"required":["id"],"additionalProperties":false}""",
    """{"type":"object","properties":{"updated":{"type":"integer"}},"required":["updated"]}""",
    listOf("shopping.write"), Annotations("update", "low", false, true, "never"),
)

val CLEAR_LIST = ToolDescriptor(
    "clear_list", "Clear shopping list", "Removes every entry of one shopping list after the user confirms in Larder.",
    """{"type":"object","properties":{"list":{"type":"string","maxLength":40}},"required":["list"],"additionalProperties":false}""",
    """{"type":"object","properties":{"removed":{"type":"integer"}},"required":["removed"]}""",
    listOf("shopping.write"), Annotations("delete", "moderate", true, true, "always"),
)

val SHARE_LIST = ToolDescriptor(
    "share_list", "Share shopping list", "Writes a snapshot of one shopping list to a JSON file that the calling assistant can open.",
    """{"type":"object","properties":{"list":{"type":"string","maxLength":40},"include_checked":{"type":"boolean"}},"additionalProperties":false}""",
    """{"type":"object","properties":{"file":{"type":"string"},"uri":{"type":"string"},"count":{"type":"integer"}},"required":["file","uri","count"]}""",
    listOf("shopping.read", "shopping.write"), Annotations("create", "low", false, false, "provider_policy", mayRunAsync = true),
)

val SHOPPING_TOOLS: Map<String, ToolDescriptor> = listOf(LIST_SHOPPING, ADD_TO_LIST, CHECK_OFF, CLEAR_LIST, SHARE_LIST).associateBy { it.name }
