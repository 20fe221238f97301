package com.fernhill.lend

import android.app.PendingIntent
import android.content.Context
import org.json.JSONObject

/** One execute_tool call as a handler sees it. */
class ToolCall(
    @JvmField val caller: Caller,
    @JvmField val request: Request,
    @JvmField val tool: String,
    @JvmField val args: JSONObject,
    @JvmField val ticket: Ticket?,
)

/** A tool's handler; the tool sets register lambdas, a Java class may implement it too. */
fun interface ToolHandler {
    fun handle(call: ToolCall): Reply
}

/** How a provider finds the ticket of a resume token. */
fun interface TicketLookup {
    fun find(token: String): Ticket?
}

/** The screens a provider's resolutions open; each provider has a Java implementation. */
interface ScreenPolicy {
    fun confirm(token: String, prompt: String): PendingIntent

    fun authorize(token: String, prompt: String): PendingIntent
}

/** A resolution in flight: bound to the caller, the tool, the argument bytes and an expiry. */
data class Ticket(val uid: Int, val tool: String, val digest: String, val expiresAt: Long, val approved: Boolean? = null) {
    fun fits(uid: Int, tool: String, digest: String): Boolean =
        this.uid == uid && this.tool == tool && this.digest == digest && expiresAt > System.currentTimeMillis()

    /** Called from the Java ticket cache when the user answers. */
    fun withAnswer(approved: Boolean): Ticket = copy(approved = approved)

    companion object {
        const val TTL_MILLIS = 10 * 60 * 1000L

        @JvmStatic
        fun forCall(call: ToolCall): Ticket =
            Ticket(call.caller.uid, call.tool, call.request.argsDigest, System.currentTimeMillis() + TTL_MILLIS)
    }
}

/** What the two providers' tools share: the checks before a handler runs, and asking the user. */
abstract class ToolSet(
    protected val ctx: Context,
    protected val graph: LendGraph,
    private val screens: ScreenPolicy,
    private val tokens: TokenGenerator,
    private val tickets: TicketCache,
    private val redeem: TicketLookup,
) {
    protected abstract val handlers: Map<String, ToolHandler>

    protected val db: LibraryDb get() = graph.db

    fun execute(caller: Caller, request: Request): Reply {
        val tool = request.toolName ?: return Reply.fail("INVALID_ARGS", "tool_name is required")
        val handler = handlers[tool] ?: return Reply.fail("TOOL_NOT_FOUND", "No tool of that name here")
        val deadline = request.deadlineAt
        if (deadline <= 0L) return Reply.fail("INVALID_REQUEST", "deadline_at_ms is required")
        if (deadline <= System.currentTimeMillis()) return Reply.fail("DEADLINE_EXCEEDED", "The deadline passed before the tool started")
        val args = request.args() ?: return Reply.fail("INVALID_ARGS", "args must be a JSON object")
        val ticket = request.resumeToken?.let { token ->
            redeem.find(token)?.takeIf { it.fits(caller.uid, tool, request.argsDigest) }
                ?: return Reply.fail("INVALID_REQUEST", "resume_token does not belong to this call")
        }
        if (ticket?.approved == false) return Reply.CANCELLED
        return handler.handle(ToolCall(caller, request, tool, args, ticket))
    }

    /** USER_ACTION_REQUIRED: the provider's confirmation screen decides. */
    protected fun needsConfirmation(call: ToolCall, prompt: String): Reply {
        val token = issue(call)
        return Reply.NeedsUser("USER_ACTION_REQUIRED", prompt, screens.confirm(token, prompt), token)
    }

    /** AUTH_REQUIRED: an account has to be signed in or linked first. */
    protected fun needsAuthorization(call: ToolCall, prompt: String): Reply {
        val token = issue(call)
        return Reply.NeedsUser("AUTH_REQUIRED", prompt, screens.authorize(token, prompt), token)
    }

    private fun issue(call: ToolCall): String = tokens.next().also { tickets.put(it, Ticket.forCall(call)) }

    protected fun invalid(message: String): Reply = Reply.fail("INVALID_ARGS", message)
}
