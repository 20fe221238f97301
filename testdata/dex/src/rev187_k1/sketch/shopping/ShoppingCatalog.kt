package app.larder.shopping

import app.larder.core.ToolSpec

/* The shopping provider's tool descriptors (§3.3, §3.4). */

private const val LIST_REF = """{"type":"object","properties":{"list_id":{"type":"string","pattern":"^li_[0-9a-f]{16}$"}},"required":["list_id"],"additionalProperties":false}"""

fun shoppingTools(): List<ToolSpec> = listOf(
    ToolSpec(
        "list_lists", "List shopping lists", "Lists every shopping list with its open and bought counts.",
        "read", "low", false, "never", "sync", listOf("shopping.read"),
        """{"type":"object","properties":{},"additionalProperties":false}""",
        """{"type":"object","properties":{"lists":{"type":"array","items":{"type":"object","properties":{"list_id":{"type":"string"},"title":{"type":"string"},"open":{"type":"integer"},"bought":{"type":"integer"}},"required":["list_id","title","open","bought"]}}},"required":["lists"]}""",
    ),
    ToolSpec(
        "get_list", "Read a shopping list", "Returns the entries of one shopping list grouped by aisle.",
        "read", "low", false, "never", "sync", listOf("shopping.read"),
        LIST_REF,
        """{"type":"object","properties":{"list_id":{"type":"string"},"title":{"type":"string"},"aisles":{"type":"array","items":{"type":"object"}}},"required":["list_id","title","aisles"]}""",
    ),
    ToolSpec(
        "add_to_list", "Add to a shopping list", "Adds one entry to a shopping list.",
        "create", "low", false, "provider_policy", "sync", listOf("shopping.write"),
        """{"type":"object","properties":{"list_id":{"type":"string","pattern":"^li_[0-9a-f]{16}$"},"name":{"type":"string","minLength":1,"maxLength":80},"aisle":{"type":"string","maxLength":40},"due_on":{"type":"string","format":"date"}},"required":["list_id","name"],"additionalProperties":false}""",
        """{"type":"object","properties":{"entry_id":{"type":"string"}},"required":["entry_id"]}""",
    ),
    ToolSpec(
        "check_off", "Check off entries", "Marks shopping list entries as bought.",
        "update", "low", false, "provider_policy", "sync", listOf("shopping.write"),
        """{"type":"object","properties":{"entry_ids":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","pattern":"^le_[0-9a-f]{16}$"}}},"required":["entry_ids"],"additionalProperties":false}""",
        """{"type":"object","properties":{"checked":{"type":"integer","minimum":0}},"required":["checked"]}""",
    ),
    ToolSpec(
        "clear_list", "Clear a shopping list", "Permanently deletes every entry of a shopping list.",
        "delete", "high", true, "always", "sync", listOf("shopping.write"),
        LIST_REF,
        """{"type":"object","properties":{"removed":{"type":"integer","minimum":0}},"required":["removed"]}""",
    ),
)
