package com.quillvault

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Context
import android.os.Binder
import kotlinx.coroutines.CoroutineExceptionHandler
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.catch
import kotlinx.coroutines.flow.onCompletion
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.supervisorScope
import java.security.SecureRandom
import java.util.UUID
import java.util.concurrent.atomic.AtomicLong

/** The notebook's tools. */
class NoteTools(ctx: Context, store: Store, tickets: TicketBook, audit: AuditLog, scope: CoroutineScope, private val backup: Backup) :
    ToolSet(ctx, store, tickets, TokenMint(SecureRandom()), audit, scope) {
    private val lastListed = AtomicLong()

    /** A failed backup is booked to the assistant that asked for the note. */
    private val onSyncFailure = CoroutineExceptionHandler { _, e -> audit.failure(Binder.getCallingUid(), "note-sync", e) }

    fun execute(caller: Caller, env: Envelope): Outcome {
        val call = prepare(caller, env).fold(ifLeft = { return it }, ifRight = { it })
        val result = runBlocking { runCatching { dispatch(call) } }
        // the resume token is spent once the tool went through; a failed run may be retried with it
        result.onSuccess { if (call.ticket != null) tickets.spend(call.ticket.token) }
        return result.getOrElse { failed("INTERNAL_ERROR", "The notebook could not finish the request", true) }
    }

    override suspend fun dispatch(call: ToolCall): Outcome = when (call.tool) {
        "list_notes" -> list(call)
        "search_notes" -> search(call)
        "recent_notes" -> recent(call)
        "create_note" -> create(call)
        "delete_note" -> delete(call)
        else -> error("no handler for ${call.tool}")
    }

    private suspend fun list(call: ToolCall): Outcome =
        store.rows("list", "SELECT id, title, tag FROM notes WHERE archived = 0 AND private = 0 ORDER BY title LIMIT 200").fold(
            onSuccess = { Outcome.Ok(it.asValue("notes")) },
            onFailure = { e -> failed("UNAVAILABLE", "Notes could not be read: ${(e as? StoreError)?.reason}", true) },
        )

    private suspend fun search(call: ToolCall): Outcome {
        val tag = call.args.optString("tag", "").trim()
        if (tag.isEmpty() || tag.length > 40) return failed("INVALID_ARGS", "tag must be 1 to 40 characters")
        return store.rows("search", "SELECT id, title FROM notes WHERE private = 0 AND tag = '$tag'").fold(
            onSuccess = { Outcome.Ok(it.asValue("notes")) },
            onFailure = { failed("UNAVAILABLE", "The search is unavailable", true) },
        )
    }

    private suspend fun recent(call: ToolCall): Outcome {
        var broken = false
        val rows = store.stream("recent", "SELECT id, title FROM notes WHERE private = 0 ORDER BY rowid DESC LIMIT 20")
            .catch { broken = true }
            .onCompletion { lastListed.set(System.currentTimeMillis()) }
            .toList()
        return if (broken) failed("UNAVAILABLE", "Recent notes are unavailable", true) else Outcome.Ok(rows.asValue("notes"))
    }

    private suspend fun create(call: ToolCall): Outcome {
        val title = call.args.optString("title", "").takeIf { it.isNotBlank() } ?: return failed("INVALID_ARGS", "title is required")
        val id = UUID.randomUUID().toString()
        val row = ContentValues().apply {
            put("id", id)
            put("title", title)
            put("body", call.args.optString("body", ""))
            put("tag", call.args.optString("tag", ""))
        }
        store.write("create") { it.insert("notes", null, row) }.getOrElse { return failed("UNAVAILABLE", "The note was not saved", true) }
        scope.launch(Dispatchers.IO + onSyncFailure) {
            supervisorScope {
                launch { backup.push(id) }
                launch { backup.reindex(id) }
            }
        }
        return Outcome.Ok(org.json.JSONObject().put("id", id))
    }

    private suspend fun delete(call: ToolCall): Outcome {
        val id = call.args.optString("id", "").takeIf { it.isNotEmpty() } ?: return failed("INVALID_ARGS", "id is required")
        val assistantAsked = call.args.optBoolean("confirmed", false)
        return runCatching { check(call.ticket?.approved == true) { "delete_note needs the user's consent" } }.fold(
            onSuccess = {
                store.write("delete") { it.delete("notes", "id = ?", arrayOf(id)) }
                    .fold(onSuccess = { Outcome.Ok(org.json.JSONObject().put("deleted", id)) }, onFailure = { failed("UNAVAILABLE", "The note was not deleted", true) })
            },
            onFailure = {
                val prompt = if (assistantAsked) "Your assistant says you asked to delete this note. Delete it?" else "Delete this note?"
                askUser(call, DeleteNoteActivity::class.java, prompt, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE)
            },
        )
    }
}
