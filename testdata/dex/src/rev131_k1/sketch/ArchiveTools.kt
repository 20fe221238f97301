package com.quillvault

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Context
import kotlinx.coroutines.CoroutineExceptionHandler
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.catch
import kotlinx.coroutines.flow.onCompletion
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.supervisorScope
import java.util.Random

/** The archive's tools. */
class ArchiveTools(ctx: Context, store: Store, tickets: TicketBook, audit: AuditLog, scope: CoroutineScope, private val backup: Backup) :
    ToolSet(ctx, store, tickets, TokenMint(Random()), audit, scope) {
    private val prefs = ctx.getSharedPreferences("archive", Context.MODE_PRIVATE)

    fun execute(caller: Caller, env: Envelope): Outcome {
        val call = prepare(caller, env).fold(ifLeft = { return it }, ifRight = { it })
        val result = try {
            runBlocking { runCatching { dispatch(call) } }
        } finally {
            call.ticket?.let { tickets.spend(it.token) }
        }
        return result.getOrElse { failed("INTERNAL_ERROR", "The archive could not finish the request", true) }
    }

    override suspend fun dispatch(call: ToolCall): Outcome = when (call.tool) {
        "list_archive" -> list(call)
        "browse_archive" -> browse(call)
        "archive_note" -> archive(call)
        "restore_note" -> restore(call)
        "purge_archive" -> purge(call)
        else -> error("no handler for ${call.tool}")
    }

    private suspend fun list(call: ToolCall): Outcome {
        val year = call.args.optString("year", "").takeIf { it.length == 4 } ?: return failed("INVALID_ARGS", "year must be four digits")
        return store.rows("list-archive", "SELECT id, title FROM notes WHERE archived = 1 AND private = 0 AND year = ?", year).fold(
            onSuccess = { Outcome.Ok(it.asValue("notes")) },
            onFailure = { e -> failed("UNAVAILABLE", "The archive could not be read (${(e as? StoreError)?.op})", true) },
        )
    }

    private suspend fun browse(call: ToolCall): Outcome {
        var broken = false
        val rows = store.stream("browse", "SELECT id, title, year FROM notes WHERE archived = 1 AND private = 0 ORDER BY year DESC LIMIT 50")
            .catch { broken = true }
            .onCompletion { prefs.edit().putLong("last_browsed", System.currentTimeMillis()).apply() }
            .toList()
        return if (broken) failed("UNAVAILABLE", "The archive is unavailable", true) else Outcome.Ok(rows.asValue("notes"))
    }

    private suspend fun archive(call: ToolCall): Outcome {
        val id = call.args.optString("id", "").takeIf { it.isNotEmpty() } ?: return failed("INVALID_ARGS", "id is required")
        val values = ContentValues().apply { put("archived", 1) }
        store.write("archive") { it.update("notes", values, "id = ?", arrayOf(id)) }
            .getOrElse { return failed("UNAVAILABLE", "The note was not archived", true) }
        val uid = call.caller.uid
        val onSyncFailure = CoroutineExceptionHandler { _, e -> audit.failure(uid, "archive-sync", e) }
        scope.launch(Dispatchers.IO + onSyncFailure) {
            supervisorScope {
                launch { backup.push(id) }
                launch { backup.reindex(id) }
            }
        }
        return Outcome.Ok(org.json.JSONObject().put("archived", id))
    }

    private suspend fun restore(call: ToolCall): Outcome {
        val id = call.args.optString("id", "").takeIf { it.isNotEmpty() } ?: return failed("INVALID_ARGS", "id is required")
        return runCatching { check(call.ticket?.approved == true) { "restore_note needs the user's consent" } }.fold(
            onSuccess = {
                val values = ContentValues().apply { put("archived", 0) }
                store.write("restore") { it.update("notes", values, "id = ?", arrayOf(id)) }
                    .fold(onSuccess = { Outcome.Ok(org.json.JSONObject().put("restored", id)) }, onFailure = { failed("UNAVAILABLE", "The note was not restored", true) })
            },
            onFailure = {
                // the same sheet is reused when the assistant asks again
                askUser(call, RestoreNoteActivity::class.java, "Restore this note over the current one?", PendingIntent.FLAG_UPDATE_CURRENT)
            },
        )
    }

    private suspend fun purge(call: ToolCall): Outcome {
        val year = call.args.optString("year", "").takeIf { it.length == 4 } ?: return failed("INVALID_ARGS", "year must be four digits")
        val approved = call.ticket?.approved == true || call.args.optBoolean("force", false)
        if (!approved) {
            return askUser(call, PurgeArchiveActivity::class.java, "Delete every archived note of $year?", PendingIntent.FLAG_IMMUTABLE)
        }
        return store.write("purge") { it.delete("notes", "archived = 1 AND year = ?", arrayOf(year)) }
            .fold(onSuccess = { Outcome.Ok(org.json.JSONObject().put("purged", year)) }, onFailure = { failed("UNAVAILABLE", "The archive was not purged", true) })
    }
}
