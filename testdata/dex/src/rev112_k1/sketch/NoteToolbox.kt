package com.inkwell

import android.os.Bundle
import org.json.JSONObject

object NoteToolbox {
    private val handlers: Map<String, Handler> = mapOf(
        "find_notes" to NoteQueries::find,
        "notes_in_folder" to NoteQueries::inFolder,
        "add_note" to NoteWrites::add,
        "save_draft" to NoteWrites::saveDraft,
        "share_note" to NoteWrites::share,
        "pin_note" to NoteWrites::pin,
        "delete_note" to ::deleteNote,
        "purge_note" to ::purgeNote,
    )

    val catalog: String
        get() = handlers.keys.joinToString(",", "{\"revision\":\"notes-3\",\"tools\":[", "]}") { "{\"name\":\"$it\"}" }

    operator fun get(name: String?): Handler? = name?.let { handlers[it] }
}

object NoteQueries {
    fun find(call: Call, args: JSONObject): Bundle {
        val hits = args.optString("text").trim().takeIf { it.isNotEmpty() }?.let { text ->
            with(Stores.notes.db) {
                rawQuery("SELECT _id FROM notes WHERE trashed = 0 AND body LIKE '%" + text + "%'", null)
            }.run {
                val n = count
                close()
                n
            }
        } ?: return Envelope.error(call.req, "INVALID_ARGS", "text is required")
        return Envelope.ok(call.req, "{\"matches\":$hits}")
    }

    fun inFolder(call: Call, args: JSONObject): Bundle {
        val hits = args.optString("folder").trim().takeIf { it.isNotEmpty() }?.let { folder ->
            with(Stores.notes.db) {
                rawQuery("SELECT _id FROM notes WHERE trashed = 0 AND folder = ?", arrayOf(folder))
            }.run {
                val n = count
                close()
                n
            }
        } ?: return Envelope.error(call.req, "INVALID_ARGS", "folder is required")
        return Envelope.ok(call.req, "{\"matches\":$hits}")
    }
}
