package com.larkbook

import kotlinx.coroutines.runBlocking
import org.json.JSONObject

/** One execute_tool call as the handlers see it. */
class ToolCall(val caller: Caller, val env: Envelope, val args: Args, val ticket: Ticket?) {
    val tool: String get() = env.tool.orEmpty()

    fun ticketFor(token: ResumeToken): Ticket =
        Ticket(token, caller.uid, tool, env.argsDigest, System.currentTimeMillis() + TICKET_TTL)

    companion object {
        const val TICKET_TTL = 10 * 60 * 1000L
    }
}

typealias Handler = suspend (ToolCall) -> Outcome

/** A provider's tools: one handler per tool name. */
interface ToolBook {
    val handlers: Map<String, Handler>
}

/**
 * What every execute_tool goes through, for both providers: the tool, the replay of a mutating call already
 * answered, the arguments, the resume ticket, the deadline, then the provider's handler.
 */
class ToolRunner(
    private val catalog: Catalog,
    private val book: ToolBook,
    private val receipts: Receipts,
    private val tickets: TicketBook,
) {
    fun execute(caller: Caller, env: Envelope): Outcome {
        val tool = env.tool ?: return invalid("tool_name is required")
        val handler = book.handlers[tool]?.takeIf { catalog.has(tool) } ?: return Outcome.UnknownTool
        if (env.argsTooLarge) return invalid("args are larger than max_request_bytes")
        val requestId = requireNotNull(env.requestId) { "the provider checks request_id first" }
        val mutating = catalog.mutates(tool)
        if (mutating) {
            receipts.find(caller.uid, catalog.providerId, requestId)?.let { kept ->
                return if (kept.tool == tool && kept.digest == env.argsDigest) Outcome.Done(kept.value)
                else Outcome.Failed(Fault("INVALID_REQUEST", "request_id was already used for another call"))
            }
        }
        val args = parseArgs(env.args).fold(ifLeft = { return Outcome.Failed(it) }, ifRight = { it })
        val ticket = env.resumeToken?.let { token ->
            tickets.redeem(token, caller.uid, tool, env.argsDigest)
                ?: return Outcome.Failed(Fault("INVALID_REQUEST", "resume_token is not valid for this call"))
        }
        if (ticket != null && ticket.approved != true) return Outcome.Cancelled
        if (env.pastDeadline) return Outcome.Failed(Fault("DEADLINE_EXCEEDED", "The deadline passed before the tool started"))
        val outcome = runBlocking { handler(ToolCall(caller, env, args, ticket)) }
        if (mutating && outcome is Outcome.Done) {
            receipts.keep(caller.uid, catalog.providerId, requestId, tool, env.argsDigest, outcome.value)
        }
        return outcome
    }
}

fun done(vararg fields: Pair<String, Any>): Outcome = Outcome.Done(JSONObject().apply { fields.forEach { (k, v) -> put(k, v) } })
