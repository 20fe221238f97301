package app.larder.pantry

import app.larder.core.ToolSpec

/* The pantry provider's tool descriptors (§3.3, §3.4). */

private const val ITEMS_OUTPUT = """{"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"item_id":{"type":"string"},"name":{"type":"string"},"quantity":{"type":"integer"},"expires_at_ms":{"type":"integer"}},"required":["item_id","name","quantity"]}}},"required":["items"]}"""

fun pantryTools(): List<ToolSpec> = listOf(
    ToolSpec(
        "list_items", "List pantry items", "Lists the items currently in the pantry, alphabetically.",
        "read", "low", false, "never", "sync", listOf("pantry.read"),
        """{"type":"object","properties":{"limit":{"type":"integer","minimum":1,"maximum":200}},"required":["limit"],"additionalProperties":false}""",
        ITEMS_OUTPUT,
    ),
    ToolSpec(
        "find_expiring", "Find expiring items", "Lists pantry items that expire within the given number of days.",
        "read", "low", false, "never", "sync", listOf("pantry.read"),
        """{"type":"object","properties":{"within_days":{"type":"integer","minimum":1,"maximum":30}},"required":["within_days"],"additionalProperties":false}""",
        ITEMS_OUTPUT,
    ),
    ToolSpec(
        "add_item", "Add a pantry item", "Adds an item to the pantry, optionally with its expiry date.",
        "create", "moderate", false, "provider_policy", "sync", listOf("pantry.write"),
        """{"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":80},"quantity":{"type":"integer","minimum":1,"maximum":999},"expires_on":{"type":"string","format":"date"}},"required":["name","quantity"],"additionalProperties":false}""",
        """{"type":"object","properties":{"item_id":{"type":"string"}},"required":["item_id"]}""",
    ),
    ToolSpec(
        "restock_from_list", "Restock from a shopping list", "Adds the bought items of a shopping list to the pantry.",
        "create", "moderate", false, "provider_policy", "sync_or_async", listOf("pantry.write"),
        """{"type":"object","properties":{"list_id":{"type":"string","pattern":"^li_[0-9a-f]{16}$"}},"required":["list_id"],"additionalProperties":false}""",
        """{"type":"object","properties":{"added":{"type":"integer","minimum":0}},"required":["added"]}""",
    ),
    ToolSpec(
        "purge_expired", "Remove expired items", "Permanently removes every pantry item that expired before the given date.",
        "delete", "high", true, "always", "sync", listOf("pantry.write"),
        """{"type":"object","properties":{"before":{"type":"string","format":"date"}},"required":["before"],"additionalProperties":false}""",
        """{"type":"object","properties":{"removed":{"type":"integer","minimum":0}},"required":["removed"]}""",
    ),
)
