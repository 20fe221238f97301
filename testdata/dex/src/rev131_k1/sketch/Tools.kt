package com.quillvault

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import kotlinx.coroutines.CoroutineScope
import org.json.JSONArray
import org.json.JSONObject

/** One execute_tool call as the handlers see it. */
class ToolCall(val caller: Caller, val env: Envelope, val args: JSONObject, val ticket: Ticket?) {
    val tool: String get() = env.tool.orEmpty()

    fun ticketFor(token: String): Ticket =
        Ticket(token, caller.uid, tool, env.argsDigest, System.currentTimeMillis() + 10 * 60 * 1000L)
}

/** What the two tool sets share: storage, tickets, the mint for resume tokens and the background scope. */
abstract class ToolSet(
    protected val ctx: Context,
    protected val store: Store,
    protected val tickets: TicketBook,
    protected val mint: TokenMint,
    protected val audit: AuditLog,
    protected val scope: CoroutineScope,
) {
    abstract suspend fun dispatch(call: ToolCall): Outcome

    /** Checks shared by both providers before a handler runs. */
    protected fun prepare(caller: Caller, env: Envelope): Either<Outcome, ToolCall> {
        val tool = env.tool ?: return Either.Left(failed("INVALID_ARGS", "tool_name is required"))
        if (env.deadlineAt <= 0L) return Either.Left(failed("INVALID_REQUEST", "deadline_at_ms is required"))
        if (env.pastDeadline) return Either.Left(failed("DEADLINE_EXCEEDED", "The deadline passed before the tool started"))
        val args = parseArgs(env.args).getOrHandle { return Either.Left(Outcome.Failed(it)) }
        val ticket = env.resumeToken?.let { token ->
            tickets.peek(token, caller.uid, tool, env.argsDigest)
                ?: return Either.Left(failed("INVALID_REQUEST", "resume_token is not valid for this call"))
        }
        if (ticket != null && ticket.approved != true) return Either.Left(Outcome.Cancelled)
        return Either.Right(ToolCall(caller, env, args, ticket))
    }

    /** A ticket and the USER_ACTION_REQUIRED answer whose resolution opens [screen]. */
    protected fun askUser(call: ToolCall, screen: Class<*>, prompt: String, flags: Int): Outcome {
        val token = mint.next().getOrElse { return failed("INTERNAL_ERROR", "Could not start the confirmation", true) }
        tickets.issue(call.ticketFor(token))
        return Outcome.NeedsUser(prompt, ctx.consent(screen, token, prompt, flags), token)
    }
}

/** The confirmation screen's PendingIntent, always aimed at one of the app's own activities. */
fun Context.consent(screen: Class<*>, token: String, prompt: String, flags: Int): PendingIntent {
    val intent = Intent(this, screen).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_PROMPT, prompt)
    return PendingIntent.getActivity(this, token.hashCode(), intent, flags)
}

const val EXTRA_TOKEN = "com.quillvault.extra.TOKEN"
const val EXTRA_PROMPT = "com.quillvault.extra.PROMPT"

fun List<JSONObject>.asValue(key: String): JSONObject = JSONObject().put(key, JSONArray(this))
