package app.trailmark.logbook.cetp

import android.content.Context
import app.trailmark.logbook.data.AuditLog
import app.trailmark.logbook.data.AuditedJournal
import app.trailmark.logbook.data.Journal
import app.trailmark.logbook.data.Operation
import app.trailmark.logbook.data.OperationStore
import org.json.JSONArray
import org.json.JSONObject
import java.io.File

/** Runs the journal tools. */
class JournalDesk(
    private val context: Context,
    private val journal: Journal,
    private val audit: AuditLog,
    private val ops: OperationStore,
    private val settings: JournalSettings,
) {
    fun run(spec: ToolSpec, call: Call, args: JSONObject): ToolResult = when (spec.name) {
        "list_entries" -> list(args.optInt("limit", 20))
        "get_day_log" -> dayLog(call, DayArgs(args.asMap()).validated())
        "add_entry" -> add(NewEntryArgs(args.asMap()).validated(), args.optLong("route", 0L))
        "delete_entry" -> delete(call, EntryRef(args.asMap()))
        "archive_entries" -> archive(call, ArchiveArgs(args.asMap()))
        else -> ToolResult.Failed(ErrorCode.TOOL_NOT_FOUND, "Trailmark has no journal tool by that name.")
    }

    /** delete_entry before the user answered: hold the call and send the user to ConfirmActivity. */
    fun confirmStep(call: Call, args: JSONObject): ToolResult {
        val id = EntryRef(args.asMap()).entryId
        val held = HeldBooks.journal.hold(call, "Delete journal entry #$id?")
        return ToolResult.NeedsUser(
            "Confirm in Trailmark that entry #$id may be deleted.",
            context.confirmationFor(HeldBooks.JOURNAL, held),
            held.token,
        )
    }

    private fun list(limit: Int): ToolResult {
        val entries = journal.recent(limit.coerceIn(1, 50)).map { it.toJson() }
        return ToolResult.Done(JSONObject().put("entries", JSONArray(entries)))
    }

    private fun dayLog(call: Call, args: DayArgs): ToolResult {
        val log = File(context.dayLogDir, "${args.day}.json").inside(context.dayLogDir)
            ?: return ToolResult.Failed(ErrorCode.INVALID_ARGS, "Nothing was recorded on that day.")
        if (!call.has(LARGE_RESULTS)) return ResultFile.inlineOrTooLarge(log)
        return ToolResult.File(ResultFile.of(log))
    }

    private fun add(args: NewEntryArgs, routeId: Long): ToolResult {
        val id = journal.add(routeId.takeIf { it > 0 }, args.text.trim())
        return ToolResult.Done(JSONObject().put("id", id))
    }

    /** Runs only after the user approved. The audit row names the UID call() captured, not whoever runs the delete. */
    private fun delete(call: Call, ref: EntryRef): ToolResult {
        val id = ref.entryId
        val audited = AuditedJournal.actingFor(call.caller.uid, journal, audit)
        val deleted = withOwnIdentity {
            audited.delete(id).also { removed ->
                if (removed) context.contentResolver.delete(MapCacheProvider.URI, "owner = ?", arrayOf("entry/$id"))
            }
        }
        return ToolResult.Done(JSONObject().put("id", id).put("deleted", deleted))
    }

    /** With async_operations the Consumer polls; without it the call waits for the worker to finish. */
    private fun archive(call: Call, args: ArchiveArgs): ToolResult {
        val job = ArchiveJob.queue(ops, journal, settings, call, args.cutoffMs)
        if (call.has(ASYNC)) {
            Workers.pool.execute(job)
            return ToolResult.Accepted(job.operationId)
        }
        Workers.pool.submit(job).get()
        val op = ops.find(job.operationId)
        return if (op?.state == Operation.SUCCEEDED) {
            ToolResult.Done(JSONObject(op.result ?: "{}"))
        } else {
            ToolResult.Failed(ErrorCode.INTERNAL_ERROR, "Archiving stopped before it finished.")
        }
    }
}
