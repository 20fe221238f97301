package com.hearthly

import android.os.Bundle
import org.json.JSONObject

/** One execute_tool call as the handlers see it. */
class ToolCall(
    val caller: Caller,
    val env: Envelope,
    val extras: Bundle?,
    val args: JSONObject,
    val ticket: Ticket?,
) {
    val tool: String get() = env.tool.orEmpty()

    fun ticketFor(token: String): Ticket = Ticket(token, caller.uid, tool, env.argsDigest, System.currentTimeMillis() + TICKET_TTL)

    companion object {
        const val TICKET_TTL = 10 * 60 * 1000L
    }
}

/** The argument of that name when it has the type asked for. */
inline fun <reified T : Any> JSONObject.arg(key: String): T? = opt(key) as? T

/** A provider's tools: one handler per tool name. */
interface ToolSet {
    fun handle(call: ToolCall): Reply
}

/**
 * What every execute_tool goes through, for both providers: the tool, the replay of a mutating call already
 * answered, the arguments, the resume ticket, the deadline, then the provider's handler.
 */
class ToolRunner(
    private val catalog: Catalog,
    private val tools: ToolSet,
    private val receipts: Receipts,
    private val tickets: TicketBook,
) {
    fun execute(caller: Caller, env: Envelope, extras: Bundle?): Reply {
        val tool = env.tool ?: return Reply.Failed("INVALID_ARGS", "tool_name is required")
        if (!catalog.has(tool)) return Reply.Failed("TOOL_NOT_FOUND", "No tool of that name here")
        if (env.argsTooLarge) return Reply.Failed("INVALID_ARGS", "args are larger than max_request_bytes")
        val requestId = requireNotNull(env.requestId) { "the provider checks request_id first" }
        val mutating = catalog.mutates(tool)
        if (mutating) {
            receipts.find(caller.uid, catalog.providerId, requestId)?.let { kept ->
                return if (kept.tool == tool && kept.digest == env.argsDigest) Reply.Done(kept.value)
                else Reply.Failed("INVALID_REQUEST", "request_id was already used for another call")
            }
        }
        val args = runCatching { JSONObject(env.args ?: "{}") }
            .getOrElse { return Reply.Failed("INVALID_ARGS", "args must be a JSON object") }
        val ticket = env.resumeToken?.let { token ->
            tickets.redeem(token, caller.uid, tool, env.argsDigest)
                ?: return Reply.Failed("INVALID_REQUEST", "resume_token is not valid for this call")
        }
        if (ticket != null && ticket.approved != true) return Reply.Failed("USER_CANCELLED", "The request was not confirmed")
        if (env.pastDeadline) return Reply.Failed("DEADLINE_EXCEEDED", "The deadline passed before the tool started")
        return tools.handle(ToolCall(caller, env, extras, args, ticket)).also { reply ->
            if (mutating && reply is Reply.Done) {
                receipts.keep(caller.uid, catalog.providerId, requestId, tool, env.argsDigest, reply.value)
            }
        }
    }
}
