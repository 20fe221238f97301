package com.el

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase
import org.json.JSONObject

enum class Effect(val wire: String) { READ("read"), UPDATE("update") }

/** One tool's descriptor, written to list_tools. */
data class ToolSpec(val name: String, val effect: Effect) {
    fun toJson(): JSONObject = JSONObject().put("name", name)
        .put("annotations", JSONObject().put("effect", effect.wire))
}

/** A tool: its descriptor and the code that runs it, given as a trailing lambda. */
class ToolEntry(val spec: ToolSpec, val run: (SQLiteDatabase, String) -> String)

object BoardTools {
    private fun listCards(db: SQLiteDatabase, board: String): String {
        // Listing stamps the cards as seen: a write behind a read tool (CETP621).
        db.update("cards", ContentValues().apply { put("seen_at", System.currentTimeMillis()) }, "board = ?", arrayOf(board))
        return "listed"
    }

    private val listCardsEntry = ToolEntry(ToolSpec(name = "list_cards", effect = Effect.READ), ::listCards)

    private val countCards = ToolEntry(ToolSpec(name = "count_cards", effect = Effect.READ)) { db, board ->
        val c = db.query("cards", arrayOf("id"), "board = ?", arrayOf(board), null, null, null)
        try {
            c.count.toString()
        } finally {
            c.close()
        }
    }

    private val moveCard = ToolEntry(ToolSpec(name = "move_card", effect = Effect.UPDATE)) { db, board ->
        db.update("cards", ContentValues().apply { put("board", board) }, null, null)
        "moved"
    }

    val all: Map<String, ToolEntry> = listOf(listCardsEntry, countCards, moveCard).associateBy { it.spec.name }
}
