package com.brambleway

import android.content.Context
import org.json.JSONObject

/** One execute_tool call as a handler sees it. */
class ToolCall(val caller: Caller, val request: Request, val tool: String, val args: JSONObject, val ticket: Ticket?)

/** What the two providers' tools share: the checks before a handler runs, and asking the user. */
abstract class ToolSet(
    protected val ctx: Context,
    protected val db: TravelDb,
    protected val desk: ResumeDesk,
    protected val jobs: Jobs,
    protected val audit: AuditLog,
    protected val account: Account,
) {
    /** The ticket of [token] when it was issued for this caller, tool and argument bytes. */
    protected abstract fun redeem(token: ResumeToken, caller: Caller, tool: String, digest: String): Ticket?

    protected abstract fun dispatch(call: ToolCall): Reply

    fun execute(caller: Caller, request: Request): Reply {
        val tool = request.toolName ?: return Reply.fail("INVALID_ARGS", "tool_name is required")
        if (request.deadlineAt <= 0L) return Reply.fail("INVALID_REQUEST", "deadline_at_ms is required")
        if (request.deadlineAt <= System.currentTimeMillis()) return Reply.fail("DEADLINE_EXCEEDED", "The deadline passed before the tool started")
        val args = request.args() ?: return Reply.fail("INVALID_ARGS", "args must be a JSON object")
        val ticket = request.resumeToken?.let { token ->
            redeem(token, caller, tool, request.argsDigest) ?: return Reply.fail("INVALID_REQUEST", "resume_token does not belong to this call")
        }
        if (ticket?.approved == false) return Reply.Cancelled
        return dispatch(ToolCall(caller, request, tool, args, ticket))
    }

    /** A ticket, and the answer whose resolution opens [sheet]'s screen. */
    protected fun askUser(call: ToolCall, sheet: Sheet, code: String = "USER_ACTION_REQUIRED"): Reply {
        val token = desk.issue(call)
        return Reply.NeedsUser(code, sheet.prompt, ctx.pendingFor(sheet, token), token)
    }

    protected fun invalid(message: String): Reply = Reply.fail("INVALID_ARGS", message)
}
