package com.saltmarsh.podcasts

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

enum class Effect(val wire: String) { READ("read"), CREATE("create"), UPDATE("update"), DELETE("delete") }

/** A tool's descriptor as list_tools shows it. */
class ToolSpec(
    val name: String,
    private val title: String,
    private val description: String,
    private val input: String,
    private val output: String,
    private val scope: String,
    val effect: Effect = Effect.READ,
    private val risk: String = "low",
    private val confirmation: String = "never",
    private val execution: String = "sync",
) {
    fun describe(): JSONObject = JSONObject()
        .put("name", name)
        .put("title", title)
        .put("description", description)
        .put("input_schema", JSONObject(input))
        .put("output_schema", JSONObject(output))
        .put("scopes", JSONArray().put(scope))
        .put(
            "annotations",
            JSONObject()
                .put("effect", effect.wire)
                .put("risk", risk)
                .put("destructive", effect == Effect.DELETE)
                .put("idempotent", effect == Effect.READ)
                .put("open_world", false)
                .put("confirmation", confirmation)
                .put("execution", execution),
        )
}

fun interface ToolHandler {
    fun handle(call: ToolCall): Reply
}

class Tool(val spec: ToolSpec, val handler: ToolHandler)

/** One execute_tool call as a handler sees it. */
class ToolCall(
    val caller: Caller,
    val session: Session,
    val extras: Bundle,
    val requestId: String,
    val tool: String,
    val args: JSONObject,
    val digest: String,
    val ticket: Ticket?,
)

/** The outcome of one mutating call, kept so that a retry with the same request_id gets it again. */
class Receipt(val tool: String, val digest: String, val outcome: String) {
    fun replay(): Reply {
        val o = JSONObject(outcome)
        return if (o.has("operation_id")) Reply.Accepted(o.getString("operation_id"), o.optLong("poll_after_ms", 1000L))
        else Reply.Ok(o.getJSONObject("value"))
    }

    companion object {
        fun of(tool: String, digest: String, reply: Reply): Receipt? = when (reply) {
            is Reply.Ok -> Receipt(tool, digest, JSONObject().put("value", reply.value).toString())
            is Reply.Accepted -> Receipt(tool, digest, JSONObject().put("operation_id", reply.operationId).put("poll_after_ms", reply.pollAfterMs).toString())
            else -> null
        }
    }
}

/** Where a provider keeps its mutations' receipts, by "uid/provider/request_id". */
interface Ledger {
    fun find(key: String): Receipt?

    fun save(key: String, receipt: Receipt)
}

/** execute_tool for one provider: envelope, deadline, deduplication and resume ticket, then the tool's handler. */
class ToolHost(
    private val providerId: String,
    val tools: List<Tool>,
    private val ledger: Ledger,
    private val tickets: TicketBook,
) {
    fun execute(caller: Caller, session: Session, extras: Bundle): Reply {
        val name = extras.getString("tool_name") ?: return invalid("tool_name is required")
        val tool = tools.firstOrNull { it.spec.name == name } ?: return Reply.fail("TOOL_NOT_FOUND", "No tool of that name here")
        val text = extras.getString("args") ?: "{}"
        if (text.toByteArray(Charsets.UTF_8).size > MAX_REQUEST_BYTES) return invalid("args are larger than max_request_bytes")
        val args = try {
            JSONObject(text)
        } catch (e: JSONException) {
            return invalid("args must be a JSON object")
        }
        val requestId = extras.getString(REQUEST_ID) ?: return Reply.fail("INVALID_REQUEST", "request_id is required")
        val deadline = extras.getLong(DEADLINE_AT_MS, 0L)
        if (deadline <= 0L) return Reply.fail("INVALID_REQUEST", "deadline_at_ms is required")
        if (deadline <= System.currentTimeMillis()) return Reply.fail("DEADLINE_EXCEEDED", "The deadline passed before the tool started")
        val digest = digestOf(text)
        val key = "${caller.uid}/$providerId/$requestId"
        val mutates = tool.spec.effect != Effect.READ
        if (mutates) {
            val seen = ledger.find(key)
            if (seen != null) {
                return if (seen.tool == name && seen.digest == digest) seen.replay()
                else Reply.fail("INVALID_REQUEST", "request_id was used for another call")
            }
        }
        val resume = extras.getString("resume_token")
        val ticket = if (resume == null) null else {
            tickets.redeem(resume, caller.uid, name, digest) ?: return Reply.fail("INVALID_REQUEST", "resume_token does not belong to this call")
        }
        if (ticket?.approved == false) return Reply.CANCELLED
        val reply = tool.handler.handle(ToolCall(caller, session, extras, requestId, name, args, digest, ticket))
        if (mutates) Receipt.of(name, digest, reply)?.let { ledger.save(key, it) }
        return reply
    }
}
