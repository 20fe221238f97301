package com.ex

import org.json.JSONObject

/** One tool's descriptor; its effect is the wire string itself. */
class ToolSpec(val name: String, val description: String, val effect: String, val confirmation: String)

/** Written to list_tools by an extension function (a static method of ToolsKt taking the spec first). */
fun ToolSpec.toJson(): JSONObject = JSONObject()
    .put("name", name)
    .put("description", description)
    .put("annotations", JSONObject().put("effect", effect).put("confirmation", confirmation))

object DeskTools {
    val all: List<ToolSpec> = listOf(
        ToolSpec("list_cards", "Lists the cards of a board.", "read", "never"),
        ToolSpec("count_cards", "Counts the cards of a board.", "read", "never"),
        ToolSpec("move_card", "Moves a card to another column.", "update", "always"),
    )
}
