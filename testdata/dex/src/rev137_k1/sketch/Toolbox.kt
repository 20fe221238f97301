package com.saltmarsh.ferry

import android.app.PendingIntent
import android.content.Context
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.util.Random
import java.util.concurrent.ConcurrentHashMap

enum class Effect(val wire: String) { READ("read"), CREATE("create"), UPDATE("update"), TRANSACTION("transaction") }

/** One tool as the DSL declares it: its descriptor and its handler. */
class ToolSpec(val name: String) {
    var description = ""
    var input = NO_ARGS
    var scope = ""
    var effect = Effect.READ
    var risk = "low"
    var confirmation = "never"
    lateinit var body: (ToolCall) -> Reply
        private set

    fun handler(body: (ToolCall) -> Reply) {
        this.body = body
    }

    fun describe(): JSONObject = JSONObject()
        .put("name", name)
        .put("description", description)
        .put("input_schema", JSONObject(input))
        .put("output_schema", JSONObject(OUTPUT))
        .put("scopes", JSONArray().put(scope))
        .put(
            "annotations",
            JSONObject().put("effect", effect.wire).put("risk", risk).put("confirmation", confirmation)
                .put("destructive", false).put("idempotent", effect == Effect.READ).put("open_world", false).put("execution", "sync"),
        )

    companion object {
        const val NO_ARGS = """{"type":"object","additionalProperties":false}"""
        private const val OUTPUT = """{"type":"object","minProperties":1}"""
    }
}

/** One execute_tool call as a handler sees it. */
class ToolCall(val box: Toolbox, val caller: Caller, val extras: Bundle, val tool: String, val args: JSONObject, val ticket: Ticket?)

/** A resolution in flight, bound to the caller, the tool, the argument bytes and an expiry; [approved] once the user answered. */
data class Ticket(val uid: Int, val tool: String, val digest: String, val expiresAt: Long, val approved: Boolean? = null) {
    fun fits(uid: Int, tool: String, digest: String): Boolean =
        this.uid == uid && this.tool == tool && this.digest == digest && expiresAt > System.currentTimeMillis()

    companion object {
        private const val TTL_MILLIS = 10 * 60 * 1000L

        fun of(call: ToolCall): Ticket = Ticket(call.caller.uid, call.tool, call.extras.argsDigest, System.currentTimeMillis() + TTL_MILLIS)
    }
}

/** A provider's tools, declared with [toolbox] / [tool]; [execute] runs the checks every call needs, then the handler. */
class Toolbox(
    val ctx: Context,
    private val providerId: String,
    private val rng: Random,
    private val outcomes: Outcomes,
    private val redeem: Toolbox.(String) -> Ticket?,
) {
    val specs = LinkedHashMap<String, ToolSpec>()

    /** Open resume tickets by token; the confirmation screens record the user's answer here. */
    val pending = ConcurrentHashMap<String, Ticket>()

    inline fun tool(name: String, describe: ToolSpec.() -> Unit) {
        specs[name] = ToolSpec(name).apply(describe)
    }

    /** A new resume token for [call], with its ticket. */
    fun mint(call: ToolCall): String = Token.mint(rng).text.also { pending[it] = Ticket.of(call) }

    fun answer(token: String, approved: Boolean) {
        pending[token]?.let { pending[token] = it.copy(approved = approved) }
    }

    fun execute(caller: Caller, extras: Bundle): Reply {
        val name = extras.toolName ?: return invalid("tool_name is required")
        val spec = specs[name] ?: return Reply.fail("TOOL_NOT_FOUND", "No tool of that name here")
        val deadline = extras.deadlineAt.takeIf { it > 0L } ?: return Reply.fail("INVALID_REQUEST", "deadline_at_ms is required")
        if (deadline <= System.currentTimeMillis()) return Reply.fail("DEADLINE_EXCEEDED", "The deadline passed before the tool started")
        val text = extras.argsText ?: "{}"
        if (text.toByteArray().size > MAX_REQUEST_BYTES) return invalid("args are larger than max_request_bytes")
        val args = runCatching { JSONObject(text) }.getOrNull() ?: return invalid("args must be a JSON object")
        val requestId = extras.requestId ?: return Reply.fail("INVALID_REQUEST", "request_id is required")
        val digest = extras.argsDigest
        val mutates = spec.effect != Effect.READ
        if (mutates) {
            outcomes.find(caller.uid, providerId, requestId)?.let { (tool, sent, result) ->
                return if (tool == name && sent == digest) Reply.Ok(JSONObject(result)) else Reply.fail("INVALID_REQUEST", "request_id was used for another call")
            }
        }
        val ticket = extras.resumeToken?.let { token ->
            redeem(token)?.takeIf { it.fits(caller.uid, name, digest) } ?: return Reply.fail("INVALID_REQUEST", "resume_token does not belong to this call")
        }
        if (ticket?.approved == false) return Reply.CANCELLED
        val reply = spec.body(ToolCall(this, caller, extras, name, args, ticket))
        if (mutates && reply is Reply.Ok) outcomes.save(caller.uid, providerId, requestId, name, digest, reply.value.toString())
        return reply
    }
}

/** The negotiated max_request_bytes (Catalog.negotiated). */
const val MAX_REQUEST_BYTES = 65536

inline fun toolbox(
    ctx: Context,
    providerId: String,
    rng: Random,
    outcomes: Outcomes,
    noinline redeem: Toolbox.(String) -> Ticket?,
    build: Toolbox.() -> Unit,
): Toolbox = Toolbox(ctx, providerId, rng, outcomes, redeem).apply(build)

/** AUTH_REQUIRED / USER_ACTION_REQUIRED: a resume token and its ticket, and the PendingIntent [open] makes for it. */
inline fun ToolCall.askUser(code: String, prompt: String, open: (token: String) -> PendingIntent): Reply {
    val token = box.mint(this)
    return Reply.NeedsUser(code, prompt, open(token), token)
}

/** The argument [key] when it is a [T]. */
inline fun <reified T> JSONObject.arg(key: String): T? = opt(key) as? T
