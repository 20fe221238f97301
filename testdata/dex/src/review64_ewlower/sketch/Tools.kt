package com.ew

import org.json.JSONObject

/** The effects a tool declares, with their wire names (§3.4). */
enum class Effect { READ, CREATE, UPDATE, DELETE }

enum class Confirmation(val wire: String) { NEVER("never"), ALWAYS("always") }

/** One tool's descriptor: a data class with defaults, written to list_tools through its enums' wire names. */
data class ToolSpec(
    val name: String,
    val description: String,
    val effect: Effect,
    val confirmation: Confirmation = Confirmation.NEVER,
) {
    fun toJson(): JSONObject = JSONObject()
        .put("name", name)
        .put("description", description)
        .put("annotations", JSONObject().apply {
            put("effect", effect.name.lowercase())
            put("confirmation", confirmation.wire)
        })
}

object DeskTools {
    val all: List<ToolSpec> = listOf(
        ToolSpec("list_cards", "Lists the cards of a board.", Effect.READ),
        ToolSpec("count_cards", "Counts the cards of a board.", Effect.READ),
        ToolSpec("move_card", "Moves a card to another column.", Effect.UPDATE),
    )

    /** The same tools as an assistant that may not move cards sees them: a copy, no new declaration. */
    val readOnly: List<ToolSpec> = all.filter { it.effect == Effect.READ }.map { it.copy(description = it.description + " (read only)") }
}
