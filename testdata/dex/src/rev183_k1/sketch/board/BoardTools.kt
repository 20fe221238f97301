package io.kanbu.app.board

import com.clawseed.sdk.provider.CetpRequest
import com.clawseed.sdk.provider.ScopeInfo
import com.clawseed.sdk.provider.ToolAnnotations
import com.clawseed.sdk.provider.ToolDescriptor
import io.kanbu.app.core.Tokens

object BoardTools {
    @JvmField
    val SCOPES = listOf(
        ScopeInfo("board.read", "See the cards on your board", "read", "personal"),
        ScopeInfo("board.write", "Add, move, complete and archive cards", "write", "personal"),
    )

    private const val CARD_OUT = """{"type":"object","properties":{"card_id":{"type":"string"},"column":{"type":"string"}},"required":["card_id"]}"""
    private const val COLUMN = """{"type":"string","enum":["todo","doing","done"]}"""

    @JvmField
    val ALL = listOf(
        ToolDescriptor("list_cards", "List cards", "Lists the open cards of the board, optionally of one column.",
            """{"type":"object","properties":{"column":$COLUMN},"additionalProperties":false}""",
            """{"type":"object","properties":{"cards":{"type":"array","items":{"type":"object"}}},"required":["cards"]}""",
            listOf("board.read"), ToolAnnotations("read", "low", "never", idempotent = true)),
        ToolDescriptor("add_card", "Add card", "Adds a card with the given title to a column.",
            """{"type":"object","properties":{"title":{"type":"string","minLength":1,"maxLength":120},"column":$COLUMN},"required":["title","column"],"additionalProperties":false}""",
            CARD_OUT, listOf("board.write"), ToolAnnotations("create", "low", "never")),
        ToolDescriptor("move_card", "Move card", "Moves an open card to another column.",
            """{"type":"object","properties":{"card_id":{"type":"string","pattern":"^[0-9a-f]{18}$"},"column":$COLUMN},"required":["card_id","column"],"additionalProperties":false}""",
            CARD_OUT, listOf("board.write"), ToolAnnotations("update", "low", "never", idempotent = true)),
        ToolDescriptor("archive_card", "Archive card", "Archives an open card; it leaves the board.",
            """{"type":"object","properties":{"card_id":{"type":"string","pattern":"^[0-9a-f]{18}$"}},"required":["card_id"],"additionalProperties":false}""",
            """{"type":"object","properties":{"archived":{"type":"string"}},"required":["archived"]}""",
            listOf("board.write"), ToolAnnotations("delete", "moderate", "always")),
        ToolDescriptor("complete_column", "Complete column", "Moves every open card of a column to done.",
            """{"type":"object","properties":{"column":$COLUMN},"required":["column"],"additionalProperties":false}""",
            """{"type":"object","properties":{"completed":{"type":"integer","minimum":0}},"required":["completed"]}""",
            listOf("board.write"), ToolAnnotations("update", "moderate", "provider_policy", execution = "sync_or_async")),
    )

    private val CARD_ID = Regex("^[0-9a-f]{18}$")

    /** The action creator: args validated beyond the schema, ids minted here so the reducer stays pure. */
    fun toAction(call: CetpRequest): BoardAction.Tool? {
        val args = call.args
        return when (call.toolName) {
            "list_cards" -> {
                val column = args.optString("column", "")
                if (column.isEmpty()) BoardAction.ListCards(call, null)
                else column.takeIf { it in COLUMNS }?.let { BoardAction.ListCards(call, it) }
            }
            "add_card" -> {
                val title = args.optString("title", "").trim()
                val column = args.optString("column", "")
                if (title.isEmpty() || title.length > 120 || column !in COLUMNS) null
                else BoardAction.AddCard(call, Tokens.random(9), title, column)
            }
            "move_card" -> {
                val id = args.optString("card_id", "")
                val column = args.optString("column", "")
                if (!CARD_ID.matches(id) || column !in COLUMNS) null else BoardAction.MoveCard(call, id, column)
            }
            "archive_card" -> args.optString("card_id", "").takeIf { CARD_ID.matches(it) }?.let { BoardAction.ArchiveCard(call, it) }
            "complete_column" -> args.optString("column", "").takeIf { it in COLUMNS }
                ?.let { BoardAction.CompleteColumn(call, it, "op_" + Tokens.random(12)) }
            else -> null
        }
    }
}
