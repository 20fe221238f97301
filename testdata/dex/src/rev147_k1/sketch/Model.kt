package com.tidemark.invoices

import org.json.JSONObject

/** What a tool asks of an invoice or an export; the Decider turns it into events or refuses it. */
sealed interface Command {
    val aggregate: String

    class DraftInvoice(override val aggregate: String, val number: String, val customer: String, val totalCents: Long) : Command
    class SendInvoice(override val aggregate: String, val operationId: String, val email: String) : Command
    class VoidInvoice(override val aggregate: String, val reason: String) : Command
    class ExportLedger(override val aggregate: String, val operationId: String, val fromMs: Long, val toMs: Long) : Command
    class PurgeExports(override val aggregate: String, val olderThanMs: Long) : Command
}

/** The event log's entries; state is only ever the fold of them. */
sealed interface Event {
    val aggregate: String
    val type: String
    fun payload(): JSONObject

    /** An event that puts a job in the outbox and opens an operation for it. */
    sealed interface Queued : Event {
        val operationId: String
        val job: String
    }

    class Drafted(override val aggregate: String, val number: String, val customer: String, val totalCents: Long) : Event {
        override val type get() = "drafted"
        override fun payload(): JSONObject = JSONObject().put("number", number).put("customer", customer).put("total_cents", totalCents)
    }

    class SendQueued(override val aggregate: String, override val operationId: String, val email: String) : Queued {
        override val type get() = "send_queued"
        override val job get() = "send_invoice"
        override fun payload(): JSONObject = JSONObject().put("operation_id", operationId).put("email", email)
    }

    class Sent(override val aggregate: String, val email: String, val sender: String, val document: String) : Event {
        override val type get() = "sent"
        override fun payload(): JSONObject = JSONObject().put("email", email).put("sender", sender).put("document", document)
    }

    class Voided(override val aggregate: String, val reason: String) : Event {
        override val type get() = "voided"
        override fun payload(): JSONObject = JSONObject().put("reason", reason)
    }

    class ExportQueued(override val aggregate: String, override val operationId: String, val fromMs: Long, val toMs: Long) : Queued {
        override val type get() = "export_queued"
        override val job get() = "export_ledger"
        override fun payload(): JSONObject = JSONObject().put("operation_id", operationId).put("from_ms", fromMs).put("to_ms", toMs)
    }

    class ExportWritten(override val aggregate: String, val path: String, val rows: Int, val preparedFor: String) : Event {
        override val type get() = "export_written"
        override fun payload(): JSONObject = JSONObject().put("path", path).put("rows", rows).put("prepared_for", preparedFor)
    }

    class Purged(override val aggregate: String, val olderThanMs: Long) : Event {
        override val type get() = "purged"
        override fun payload(): JSONObject = JSONObject().put("older_than_ms", olderThanMs)
    }

    class Rejected(override val aggregate: String, val reason: String) : Event {
        override val type get() = "rejected"
        override fun payload(): JSONObject = JSONObject().put("reason", reason)
    }

    companion object {
        fun parse(aggregate: String, type: String, p: JSONObject): Event? = when (type) {
            "drafted" -> Drafted(aggregate, p.optString("number"), p.optString("customer"), p.optLong("total_cents", 0L))
            "send_queued" -> SendQueued(aggregate, p.optString("operation_id"), p.optString("email"))
            "sent" -> Sent(aggregate, p.optString("email"), p.optString("sender"), p.optString("document"))
            "voided" -> Voided(aggregate, p.optString("reason"))
            "export_queued" -> ExportQueued(aggregate, p.optString("operation_id"), p.optLong("from_ms", 0L), p.optLong("to_ms", 0L))
            "export_written" -> ExportWritten(aggregate, p.optString("path"), p.optLong("rows", 0L).toInt(), p.optString("prepared_for"))
            "purged" -> Purged(aggregate, p.optLong("older_than_ms", 0L))
            "rejected" -> Rejected(aggregate, p.optString("reason"))
            else -> null
        }
    }
}

/** An invoice's or an export's state as the event log tells it. */
data class DocState(
    val id: String,
    val status: String = "none",
    val number: String? = null,
    val customer: String? = null,
    val totalCents: Long = 0L,
    val operationId: String? = null,
    val document: String? = null,
    val rejection: String? = null,
    val count: Int = 0,
    val version: Int = 0,
) {
    fun toJson(): JSONObject = JSONObject().put("id", id).put("status", status).put("number", number)
        .put("customer", customer).put("total_cents", totalCents).put("version", version)
}

object Reducer {
    fun reduce(state: DocState, event: Event): DocState {
        val next = when (event) {
            is Event.Drafted -> state.copy(status = "draft", number = event.number, customer = event.customer, totalCents = event.totalCents)
            is Event.SendQueued -> state.copy(status = "sending", operationId = event.operationId)
            is Event.Sent -> state.copy(status = "sent", document = event.document)
            is Event.Voided -> state.copy(status = "void")
            is Event.ExportQueued -> state.copy(status = "queued", operationId = event.operationId)
            is Event.ExportWritten -> state.copy(status = "written", document = event.path, count = event.rows)
            is Event.Purged -> state.copy(status = "purged")
            is Event.Rejected -> state.copy(rejection = event.reason)
        }
        return next.copy(version = state.version + 1)
    }

    fun fold(state: DocState, events: List<Event>): DocState = events.fold(state) { acc, e -> reduce(acc, e) }
}

/** The state machine's rules: which command is allowed in which state, and what it records. */
object Decider {
    fun decide(state: DocState, command: Command): Either<Outcome.Failed, List<Event>> = when (command) {
        is Command.DraftInvoice ->
            if (state.status != "none") left(problem("CONFLICT", "That invoice already exists."))
            else right(listOf(Event.Drafted(command.aggregate, command.number, command.customer, command.totalCents)))
        is Command.SendInvoice ->
            if (state.status != "draft" && state.status != "sent") left(problem("CONFLICT", "Only a drafted or sent invoice can be sent."))
            else right(listOf(Event.SendQueued(command.aggregate, command.operationId, command.email)))
        is Command.VoidInvoice ->
            if (state.status == "none" || state.status == "void") left(problem("CONFLICT", "There is no open invoice to void."))
            else right(listOf(Event.Voided(command.aggregate, command.reason)))
        is Command.ExportLedger ->
            if (command.toMs < command.fromMs) left(problem("INVALID_ARGS", "to_ms must not be before from_ms."))
            else right(listOf(Event.ExportQueued(command.aggregate, command.operationId, command.fromMs, command.toMs)))
        is Command.PurgeExports -> right(listOf(Event.Purged(command.aggregate, command.olderThanMs)))
    }
}
