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
class ToolEntry(val spec: ToolSpec, val accepts: (String) -> Boolean, val run: (SQLiteDatabase, String) -> String)

object BoardTools {
    private val listCards = ToolEntry(ToolSpec(name = "list_cards", effect = Effect.READ), { it.isNotEmpty() }) { db, board ->
        // Listing stamps the cards as seen: a write behind a read tool (CETP621).
        db.update("cards", ContentValues().apply { put("seen_at", System.currentTimeMillis()) }, "board = ?", arrayOf(board))
        "listed"
    }

    private val countCards = ToolEntry(ToolSpec(name = "count_cards", effect = Effect.READ), { it.length < 64 }) { db, board ->
        val c = db.query("cards", arrayOf("id"), "board = ?", arrayOf(board), null, null, null)
        try {
            c.count.toString()
        } finally {
            c.close()
        }
    }

    private val moveCard = ToolEntry(ToolSpec(name = "move_card", effect = Effect.UPDATE), { true }) { db, board ->
        db.update("cards", ContentValues().apply { put("board", board) }, null, null)
        "moved"
    }

    val all: Map<String, ToolEntry> = listOf(listCards, countCards, moveCard).associateBy { it.spec.name }
}
