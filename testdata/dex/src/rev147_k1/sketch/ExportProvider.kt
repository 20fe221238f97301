package com.tidemark.invoices

import android.app.PendingIntent
import android.database.sqlite.SQLiteConstraintException
import android.database.sqlite.SQLiteException
import android.os.Binder
import android.os.ParcelFileDescriptor
import android.util.Log
import kotlinx.coroutines.runBlocking
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.util.concurrent.atomic.AtomicLong

private const val DAY_MS = 24 * 60 * 60 * 1000L

/** Ledger exports: list them, write one (an outbox job, a file result) and purge old ones. */
class ExportProvider : ToolProvider() {
    override val providerId = "com.tidemark.invoices.exports"
    override val description = "Export the invoice ledger as CSV for the accountant"
    override val revision = "exports-3"

    override val scopes: JSONArray = JSONArray()
        .put(scopeOf("exports.read", "read", "See ledger exports"))
        .put(scopeOf("exports.write", "write", "Write and delete ledger exports"))

    override val tools = listOf(
        ToolSpec("list_exports", "List exports", "Lists the ledger exports made since a time.",
            "read", "low", "never", listOf("exports.read"),
            objectSchema("since_ms" to "integer", required = emptyList()), objectSchema("exports" to "array")),
        ToolSpec("export_ledger", "Export the ledger", "Writes the invoices updated in a time range to a CSV file.",
            "create", "low", "provider_policy", listOf("exports.write"),
            objectSchema("from_ms" to "integer", "to_ms" to "integer"), objectSchema("rows" to "integer"), async = true),
        ToolSpec("purge_exports", "Purge old exports", "Deletes the ledger exports older than a number of days.",
            "delete", "high", "always", listOf("exports.write"),
            objectSchema("older_than_days" to "integer"), objectSchema("deleted" to "integer"), destructive = true),
    )

    override val handlers: Map<String, OutboxHandler> = mapOf(
        "export_ledger" to OutboxHandler { item, progress -> writeExport(item, progress) },
    )

    private val opSeq = AtomicLong()

    override suspend fun run(call: ToolCall, spec: ToolSpec): Outcome = when (spec.name) {
        "list_exports" -> listExports(call)
        "export_ledger" -> queueExport(call)
        "purge_exports" -> purge(call)
        else -> problem("TOOL_NOT_FOUND", "No tool of that name.")
    }

    override suspend fun findOperation(call: ToolCall, id: String): OperationRow? =
        repo.operation(id)?.takeIf { it.ownerUid == call.uid && it.requestId == call.requestId }

    override fun resultOf(op: OperationRow): FileResult? {
        val file = File(op.resultPath ?: return null)
        if (!file.exists()) return null
        return FileResults.open(file, "text/csv", ParcelFileDescriptor.MODE_READ_WRITE)
    }

    private fun nextOperationId(): String = "exp-" + System.currentTimeMillis() + "-" + opSeq.incrementAndGet()

    private fun reasonFor(e: Throwable): String = when (e) {
        is SQLiteConstraintException -> "This request was already queued."
        is SQLiteException -> "The ledger database is busy; try again."
        else -> "The export could not be queued."
    }

    private suspend fun listExports(call: ToolCall): Outcome {
        val since = call.args.optLong("since_ms", 0L)
        val rows = repo.rows("SELECT id, status, rows, created_at FROM exports WHERE created_at >= $since ORDER BY created_at DESC LIMIT 50") {
            it.exportSummary()
        }
        return Outcome.Done(JSONObject().put("exports", JSONArray(rows)))
    }

    private suspend fun queueExport(call: ToolCall): Outcome {
        val command = Command.ExportLedger("exp_" + Tokens.mint(8), nextOperationId(),
            call.args.optLong("from_ms", 0L), call.args.optLong("to_ms", System.currentTimeMillis()))
        val empty = DocState(command.aggregate)
        return Decider.decide(empty, command)
            .fold({ it }, { events ->
                val next = Reducer.fold(empty, events)
                runCatching { repo.commit(call, providerId, events, next, accepted(next)) }
                    .map<Outcome, Unit> {
                        worker.kick()
                        Outcome.Accepted(next.operationId ?: command.operationId, 2000L)
                    }
                    .recover { e ->
                        Log.w(TAG, "export ${command.aggregate} not queued", e)
                        rejected(next, Event.Rejected(command.aggregate, reasonFor(e)))
                    }
                    .getOrThrow()
            })
    }

    private suspend fun purge(call: ToolCall): Outcome {
        val days = call.args.optLong("older_than_days", -1L)
        if (days !in 1L..3650L) return problem("INVALID_ARGS", "older_than_days must be between 1 and 3650.")
        val command = Command.PurgeExports("exports", System.currentTimeMillis() - days * DAY_MS)
        return Decider.decide(DocState(command.aggregate), command)
            .fold({ it }, { events ->
                when (confirmation(call)) {
                    null -> askUser(call, "delete every ledger export older than $days days",
                        PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
                    false -> problem("USER_CANCELLED", "No export was deleted.")
                    true -> {
                        val paths = repo.purgeExports(call, providerId, events.single() as Event.Purged, done(DocState("exports")))
                        for (path in paths) File(path).delete()
                        Outcome.Done(JSONObject().put("deleted", paths.size))
                    }
                }
            })
    }

    /** The export_ledger job: writes the CSV and names who it was prepared for. */
    private fun writeExport(item: OutboxItem, progress: Progress): WorkResult {
        val payload = JSONObject(item.payload)
        val preparedFor = context!!.packageManager.getNameForUid(Binder.getCallingUid()) ?: "unknown"
        val lines = runBlocking {
            repo.rows("SELECT number, customer, total_cents, status FROM invoices WHERE updated_at >= ? AND updated_at <= ? ORDER BY number",
                payload.optLong("from_ms", 0L).toString(), payload.optLong("to_ms", 0L).toString()) { it.ledgerLine() }
        }
        val dir = File(context!!.filesDir, "exports").apply { mkdirs() }
        val file = File(dir, "${item.aggregate}.csv")
        file.bufferedWriter().use { out ->
            out.write("# Tidemark ledger export, prepared for $preparedFor\n")
            out.write("number,customer,total_cents,status\n")
            lines.forEachIndexed { i, line ->
                out.write(line)
                out.write("\n")
                if (i % 100 == 99) progress.report(i + 1, lines.size, "Wrote ${i + 1} of ${lines.size} invoices")
            }
        }
        progress.report(lines.size, lines.size, "Export written")
        return WorkResult.Success(Event.ExportWritten(item.aggregate, file.path, lines.size, preparedFor), file.path)
    }
}
