package com.tidemark.invoices

import android.app.PendingIntent
import android.os.ParcelFileDescriptor
import kotlinx.coroutines.runBlocking
import org.json.JSONArray
import org.json.JSONObject
import java.io.File

private val EMAIL = Regex("[^@\\s]+@[^@\\s]+\\.[a-z]{2,}")

/** Invoices: list, read, draft, send (an outbox job) and void them. */
class InvoiceProvider : ToolProvider() {
    override val providerId = "com.tidemark.invoices"
    override val description = "Draft, send and void the business's invoices"
    override val revision = "invoices-7"

    override val scopes: JSONArray = JSONArray()
        .put(scopeOf("invoices.read", "read", "See invoices"))
        .put(scopeOf("invoices.write", "write", "Draft, send and void invoices"))

    override val tools = listOf(
        ToolSpec("list_invoices", "List invoices", "Lists invoices, newest number first, optionally of one status.",
            "read", "low", "never", listOf("invoices.read"),
            objectSchema("status" to "string", required = emptyList()), objectSchema("invoices" to "array")),
        ToolSpec("get_invoice", "Show an invoice", "Shows one invoice as its event history leaves it.",
            "read", "low", "never", listOf("invoices.read"),
            objectSchema("invoice_id" to "string"), objectSchema("id" to "string", "status" to "string")),
        ToolSpec("draft_invoice", "Draft an invoice", "Drafts a new invoice for a customer.",
            "create", "moderate", "provider_policy", listOf("invoices.write"),
            objectSchema("number" to "string", "customer" to "string", "total_cents" to "integer"),
            objectSchema("id" to "string", "status" to "string")),
        ToolSpec("send_invoice", "Send an invoice", "Emails a drafted invoice to the customer.",
            "update", "moderate", "provider_policy", listOf("invoices.write"),
            objectSchema("invoice_id" to "string", "email" to "string"), objectSchema("sent" to "boolean"), async = true),
        ToolSpec("void_invoice", "Void an invoice", "Voids an invoice for good; it cannot be sent or paid after.",
            "update", "high", "always", listOf("invoices.write"),
            objectSchema("invoice_id" to "string", "reason" to "string"), objectSchema("id" to "string", "status" to "string"),
            destructive = true),
    )

    override val handlers: Map<String, OutboxHandler> = mapOf(
        "send_invoice" to OutboxHandler { item, progress -> deliver(item, progress) },
    )

    override suspend fun run(call: ToolCall, spec: ToolSpec): Outcome = when (spec.name) {
        "list_invoices" -> listInvoices(call)
        "get_invoice" -> getInvoice(call)
        "draft_invoice" -> draft(call)
        "send_invoice" -> send(call)
        "void_invoice" -> voidInvoice(call)
        else -> problem("TOOL_NOT_FOUND", "No tool of that name.")
    }

    override suspend fun findOperation(call: ToolCall, id: String): OperationRow? =
        repo.operation(id)?.takeIf { it.requestId == call.requestId }

    override fun resultOf(op: OperationRow): FileResult? {
        val file = File(op.resultPath ?: return null)
        if (!file.exists()) return null
        return FileResults.open(file, "text/plain", ParcelFileDescriptor.MODE_READ_ONLY)
    }

    /** Every invoice command passes the deadline before it is decided. */
    private fun <C : Command> inTime(call: ToolCall, command: C): Either<Outcome.Failed, C> =
        if (call.deadlineAtMs > System.currentTimeMillis()) right(command)
        else left(problem("DEADLINE_EXCEEDED", "The deadline passed before the invoice was changed."))

    private suspend fun listInvoices(call: ToolCall): Outcome {
        val status = call.args.optString("status")
        val where = if (status.isEmpty()) "1 = 1" else "status = '$status'"
        val rows = repo.rows("SELECT id, number, customer, total_cents, status FROM invoices WHERE $where ORDER BY number DESC LIMIT 100") {
            it.invoiceSummary()
        }
        return Outcome.Done(JSONObject().put("invoices", JSONArray(rows)))
    }

    private suspend fun getInvoice(call: ToolCall): Outcome {
        val state = repo.load(call.args.optString("invoice_id"))
        return if (state.version == 0) problem("INVALID_ARGS", "No invoice has that id.") else Outcome.Done(state.toJson())
    }

    private suspend fun draft(call: ToolCall): Outcome {
        val args = call.args
        val command = Command.DraftInvoice("inv_" + Tokens.mint(8), args.optString("number"), args.optString("customer"),
            args.optLong("total_cents", -1L))
        if (command.number.isBlank() || command.totalCents < 0) return problem("INVALID_ARGS", "number and total_cents are required.")
        val empty = DocState(command.aggregate)
        return inTime(call, command)
            .flatMap { Decider.decide(empty, it) }
            .fold({ it }, { events ->
                val next = Reducer.fold(empty, events)
                runCatching { repo.commit(call, providerId, events, next, done(next)) }
                    .map<Outcome, Unit> { Outcome.Done(next.toJson()) }
                    .recover { e -> rejected(next, Event.Rejected(command.aggregate, e.message ?: e.toString())) }
                    .getOrThrow()
            })
    }

    private suspend fun send(call: ToolCall): Outcome {
        val id = call.args.optString("invoice_id")
        val email = call.args.optString("email")
        if (!EMAIL.matches(email)) return problem("INVALID_ARGS", "email must be an email address.")
        val command = Command.SendInvoice(id, "op_" + Tokens.mint(16), email)
        val state = repo.load(id)
        return inTime(call, command)
            .flatMap { Decider.decide(state, it) }
            .map { events ->
                val next = Reducer.fold(state, events)
                repo.commit(call, providerId, events, next, accepted(next))
                worker.kick()
                next
            }
            .fold({ it }, { Outcome.Accepted(it.operationId ?: command.operationId, 1500L) })
    }

    private suspend fun voidInvoice(call: ToolCall): Outcome {
        val id = call.args.optString("invoice_id")
        val state = repo.load(id)
        return inTime(call, Command.VoidInvoice(id, call.args.optString("reason")))
            .flatMap { Decider.decide(state, it) }
            .fold({ it }, { events ->
                when (confirmation(call)) {
                    null -> askUser(call, "void invoice ${state.number} of ${state.customer}", PendingIntent.FLAG_UPDATE_CURRENT)
                    false -> problem("USER_CANCELLED", "The invoice was not voided.")
                    true -> {
                        val next = Reducer.fold(state, events)
                        repo.commit(call, providerId, events, next, done(next))
                        Outcome.Done(next.toJson())
                    }
                }
            })
    }

    /** The send_invoice job: renders the invoice into the mail spool; the sender is the UID stored with the job. */
    private fun deliver(item: OutboxItem, progress: Progress): WorkResult {
        val payload = JSONObject(item.payload)
        val state = runBlocking { repo.load(item.aggregate) }
        progress.report(1, 3, "Rendering the invoice")
        val sender = context!!.packageManager.getNameForUid(item.ownerUid) ?: "an assistant"
        val spool = File(context!!.filesDir, "spool").apply { mkdirs() }
        val file = File(spool, "invoice-${item.id}.txt")
        file.writeText("To: ${payload.optString("email")}\nInvoice ${state.number} for ${state.customer}\n" +
            "Amount due: ${state.totalCents / 100}.${"%02d".format(state.totalCents % 100)}\nSent on request of $sender\n")
        progress.report(2, 3, "Queued for the mail server")
        progress.report(3, 3, "Sent")
        return WorkResult.Success(Event.Sent(item.aggregate, payload.optString("email"), sender, file.path), file.path)
    }
}

fun done(state: DocState): JSONObject = JSONObject().put("kind", "done").put("value", state.toJson())

fun accepted(state: DocState): JSONObject = JSONObject().put("kind", "accepted").put("operation_id", state.operationId)
