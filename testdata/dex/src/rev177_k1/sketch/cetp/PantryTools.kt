package app.larder.home.cetp

const val PANTRY_ID = "app.larder.home"
const val PANTRY_AUTHORITY = "app.larder.home.tools.pantry"

val PANTRY_SCOPES = listOf(
    Scope("pantry.read", "See your pantry", "Read pantry items, quantities and expiry dates", "read", "personal"),
    Scope("pantry.write", "Change your pantry", "Add, use up, discard and export pantry items", "write", "personal"),
)

val LIST_PANTRY = ToolDescriptor(
    "list_pantry", "List pantry items", "Lists pantry items, soonest expiry first, optionally for one storage location.",
    """{"type":"object","properties":{"location":{"type":"string","maxLength":40},"limit":{"type":"integer","minimum":1,"maximum":200}},"additionalProperties":false}""",
    """{"type":"object","properties":{"items":{"type":"array","items":{"type":"object"}}},"required":["items"]}""",
    listOf("pantry.read"), Annotations("read", "low", false, true, "never"),
)

val ADD_ITEM = ToolDescriptor(
    "add_item", "Add pantry item", "Adds an item with its quantity, unit, storage location and expiry day.",
    """{"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":80},"quantity":{"type":"integer","minimum":1,"maximum":999},"unit":{"type":"string","maxLength":16},"location":{"type":"string","maxLength":40},"expires_on_day":{"type":"integer","minimum":0}},"required":["name","quantity","expires_on_day"],"additionalProperties":false}""",
    """{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}""",
    listOf("pantry.write"), Annotations("create", "low", false, false, "never"),
)

val USE_ITEM = ToolDescriptor(
    "use_item", "Use up pantry item", "Takes an amount away from one item; an item that reaches zero is removed.",
    """{"type":"object","properties":{"id":{"type":"integer","minimum":1},"amount":{"type":"integer","minimum":1,"maximum":999}},"required":["id","amount"],"additionalProperties":false}""",
    """{"type":"object","properties":{"used":{"type":"boolean"}},"required":["used"]}""",
    listOf("pantry.write"), Annotations("update", "low", false, false, "never"),
)

val DISCARD_EXPIRED = ToolDescriptor(
    "discard_expired", "Discard expired food", "Deletes every item that expired before the given day. The user reviews the items in Larder first.",
    """{"type":"object","properties":{"before_day":{"type":"integer","minimum":0}},"required":["before_day"],"additionalProperties":false}""",
    """{"type":"object","properties":{"discarded":{"type":"integer"}},"required":["discarded"]}""",
    listOf("pantry.read", "pantry.write"), Annotations("delete", "high", true, true, "always"),
)

val EXPORT_PANTRY = ToolDescriptor(
    "export_pantry", "Export pantry", "Writes the pantry to a JSON file that the calling assistant can open.",
    """{"type":"object","properties":{"location":{"type":"string","maxLength":40}},"additionalProperties":false}""",
    """{"type":"object","properties":{"file":{"type":"string"},"uri":{"type":"string"},"count":{"type":"integer"}},"required":["file","uri","count"]}""",
    listOf("pantry.read", "pantry.write"), Annotations("create", "low", false, false, "provider_policy", mayRunAsync = true),
)

val PANTRY_TOOLS: Map<String, ToolDescriptor> = listOf(LIST_PANTRY, ADD_ITEM, USE_ITEM, DISCARD_EXPIRED, EXPORT_PANTRY).associateBy { it.name }
