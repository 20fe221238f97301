package com.larchwood.library

import android.os.Bundle
import android.os.SystemClock
import android.util.Log
import org.json.JSONArray
import org.json.JSONObject

enum class Effect(val wire: String) { READ("read"), CREATE("create"), UPDATE("update"), TRANSACTION("transaction") }

/** A tool's descriptor as list_tools shows it. */
class ToolSpec(
    val name: String,
    private val description: String,
    private val input: String,
    private val scope: String,
    val effect: Effect = Effect.READ,
    private val risk: String = "low",
    private val confirmation: String = "never",
) {
    fun describe(): JSONObject = JSONObject()
        .put("name", name)
        .put("description", description)
        .put("input_schema", JSONObject(input))
        .put("output_schema", JSONObject(OUTPUT))
        .put("scopes", JSONArray().put(scope))
        .put(
            "annotations",
            JSONObject().put("effect", effect.wire).put("risk", risk).put("confirmation", confirmation)
                .put("destructive", false).put("idempotent", effect == Effect.READ).put("open_world", false)
                .put("execution", "sync"),
        )

    private companion object {
        const val OUTPUT = """{"type":"object","minProperties":1}"""
    }
}

fun interface ToolHandler {
    fun handle(call: ToolCall): Reply
}

class Tool(val spec: ToolSpec, val handler: ToolHandler)

/** One execute_tool call as a handler sees it. */
class ToolCall(val caller: Caller, val extras: Bundle, val tool: String, val args: JSONObject, val digest: String, val ticket: Ticket?)

/** Runs a provider's tools: [admit] may refuse a call before its handler starts, [run] runs the handler. */
interface CallRunner {
    fun admit(call: ToolCall): Reply? = null

    fun run(call: ToolCall): Reply
}

/** The handlers themselves, by tool name. */
class Handlers(tools: List<Tool>) : CallRunner {
    private val byName = tools.associateBy { it.spec.name }

    override fun run(call: ToolCall): Reply = byName.getValue(call.tool).handler.handle(call)
}

/** Refuses a call whose deadline_at_ms is absent or already past. */
class DeadlineGuard(inner: CallRunner) : CallRunner by inner {
    override fun admit(call: ToolCall): Reply? {
        val deadline = call.extras.getLong("deadline_at_ms", 0L)
        return when {
            deadline <= 0L -> Reply.fail("INVALID_REQUEST", "deadline_at_ms is required")
            deadline <= System.currentTimeMillis() -> Reply.fail("DEADLINE_EXCEEDED", "The deadline passed before the tool started")
            else -> null
        }
    }
}

/** Logs how long each tool took. */
class Timed(private val inner: CallRunner, private val tag: String) : CallRunner by inner {
    override fun run(call: ToolCall): Reply {
        val started = SystemClock.elapsedRealtime()
        return inner.run(call).also { Log.d(tag, "${call.tool} answered in ${SystemClock.elapsedRealtime() - started} ms") }
    }
}

/** The negotiated max_request_bytes. */
const val MAX_REQUEST_BYTES = 65536

/** execute_tool for one provider: the checks every call needs, the ticket of a resumed call, then [runner]. */
class ToolHost(
    private val providerId: String,
    val tools: List<Tool>,
    private val runner: CallRunner,
    private val receipts: Receipts,
    private val desk: TicketDesk,
) {
    fun execute(caller: Caller, extras: Bundle, command: Command.Execute): Reply {
        val name = command.tool ?: return invalid("tool_name is required")
        val tool = tools.firstOrNull { it.spec.name == name } ?: return Reply.fail("TOOL_NOT_FOUND", "No tool of that name here")
        val text = command.args ?: "{}"
        if (text.toByteArray().size > MAX_REQUEST_BYTES) return invalid("args are larger than max_request_bytes")
        val args = runCatching { JSONObject(text) }.getOrNull() ?: return invalid("args must be a JSON object")
        val requestId = extras.getString(REQUEST_ID) ?: return Reply.fail("INVALID_REQUEST", "request_id is required")
        val digest = digestOf(text)
        val mutates = tool.spec.effect != Effect.READ
        if (mutates) {
            receipts.find(caller.uid, providerId, requestId)?.let { receipt ->
                return if (receipt.tool == name && receipt.digest == digest) {
                    Reply.Ok(JSONObject(receipt.result))
                } else {
                    Reply.fail("INVALID_REQUEST", "request_id was used for another call")
                }
            }
        }
        val ticket = command.resumeToken?.let { token ->
            desk.redeem(token)?.takeIf { it.fits(caller.uid, name, digest) }
                ?: return Reply.fail("INVALID_REQUEST", "resume_token does not belong to this call")
        }
        if (ticket?.approved == false) return Reply.CANCELLED
        val call = ToolCall(caller, extras, name, args, digest, ticket)
        val reply = runner.admit(call) ?: runner.run(call)
        if (mutates && reply is Reply.Ok) receipts.save(caller.uid, providerId, requestId, name, digest, reply.value.toString())
        return reply
    }
}
