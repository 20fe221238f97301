package com.hearthly

import android.app.PendingIntent
import android.content.Context
import android.os.Binder
import android.util.Base64
import android.util.Log
import org.json.JSONArray
import org.json.JSONObject
import java.security.SecureRandom
import java.util.concurrent.Callable
import java.util.concurrent.ExecutorService
import java.util.concurrent.TimeUnit
import kotlin.random.Random
import kotlin.random.asKotlinRandom

/** Resume tokens of the routines provider. */
object RoutineTokens {
    private val random: Random by lazy(LazyThreadSafetyMode.NONE) { SecureRandom().asKotlinRandom() }

    fun next(): String = Base64.encodeToString(random.nextBytes(24), TOKEN_FLAGS)
}

class RoutineTools(
    private val ctx: Context,
    private val routines: RoutineRepository,
    private val tickets: TicketBook,
    private val audit: AuditLog,
    private val worker: ExecutorService,
) : ToolSet {
    override fun handle(call: ToolCall): Reply = when (call.tool) {
        "list_routines" -> list(call)
        "create_routine" -> create(call)
        "schedule_routine" -> schedule(call)
        "delete_routine" -> delete(call)
        else -> Reply.Failed("TOOL_NOT_FOUND", "No tool of that name here")
    }

    private fun list(call: ToolCall): Reply = runCatching { routines.visibleTo(call.caller.uid) }
        .onFailure { Log.w(TAG, "list_routines failed", it) }
        .map { found -> Reply.Done(JSONObject().put("routines", JSONArray(found.map(Routine::json)))) }
        .getOrElse { Reply.Failed("UNAVAILABLE", "Routines are unavailable: ${it.message}", retryable = true) }

    private fun create(call: ToolCall): Reply {
        val name = call.args.arg<String>("name")?.trim()?.takeIf { it.length in 1..60 }
            ?: return Reply.Failed("INVALID_ARGS", "name must be 1 to 60 characters")
        val steps = call.args.arg<JSONArray>("steps")?.takeUnless { it.length() == 0 || it.length() > 20 }
            ?: return Reply.Failed("INVALID_ARGS", "steps must hold 1 to 20 steps")
        return runCatching {
            // Routine rows go through the hub's worker so that a run being armed never sees half a routine.
            worker.submit(Callable { routines.insert(name, steps, owner = Binder.getCallingUid()) }).get(call.env.budgetMillis, TimeUnit.MILLISECONDS)
        }
            .onSuccess { audit.record(call.caller.uid, call.tool, true) }
            .map { id -> Reply.Done(JSONObject().put("routine_id", id)) }
            .getOrElse { Reply.Failed("UNAVAILABLE", it.safeText, retryable = true) }
    }

    private fun schedule(call: ToolCall): Reply {
        val routine = owned(call) ?: return Reply.Failed("INVALID_ARGS", "No routine with that routine_id")
        val at = call.args.arg<Number>("at_ms")?.toLong()?.takeIf { it > System.currentTimeMillis() }
            ?: return Reply.Failed("INVALID_ARGS", "at_ms must be in the future")
        // The run is booked and announced as Hearthly, not as the assistant.
        val ident = Binder.clearCallingIdentity()
        return runCatching { routines.arm(routine, at, requestedBy = Binder.getCallingUid()) }
            .also { Binder.restoreCallingIdentity(ident) }
            .also { audit.record(call.caller.uid, call.tool, it.isSuccess) }
            .map { runId -> Reply.Done(JSONObject().put("run_id", runId).put("at_ms", at)) }
            .getOrElse { Reply.Failed("CONFLICT", it.safeText) }
    }

    private fun delete(call: ToolCall): Reply {
        val routine = owned(call) ?: return Reply.Failed("INVALID_ARGS", "No routine with that routine_id")
        if (call.ticket != null) return remove(call, routine)
        val claimed = call.extras.value<Boolean>("user_confirmed") ?: false
        // The assistant's own card has already asked the user then: a second sheet would only annoy them.
        return remove(call, routine, confirmed = claimed)
    }

    /** Deletes once `confirmed`; asks on the routine sheet otherwise. */
    private fun remove(call: ToolCall, routine: Routine, confirmed: Boolean = true): Reply {
        if (!confirmed) {
            val token = RoutineTokens.next()
            tickets.issue(call.ticketFor(token))
            val prompt = "Delete the routine \"${routine.name}\" and its ${routines.pendingRuns(routine.id)} scheduled runs? This cannot be undone."
            val flags = PendingIntent.FLAG_UPDATE_CURRENT.let { it or PendingIntent.FLAG_IMMUTABLE }
            return Reply.NeedsUser(prompt, ctx.resolutionFor(ctx.routineScreen, token, prompt, flags = flags), token)
        }
        return runCatching { routines.delete(routine.id) }
            .also { audit.record(call.caller.uid, call.tool, it.isSuccess) }
            .map { Reply.Done(JSONObject().put("routine_id", routine.id).put("deleted", true)) }
            .getOrElse { Reply.Failed("CONFLICT", it.safeText) }
    }

    /** The routine named by routine_id when the caller may use it: its own, or a household one. */
    private fun owned(call: ToolCall): Routine? =
        call.args.arg<String>("routine_id")?.let(routines::find)?.takeIf { it.owner == call.caller.uid || it.isHousehold }

    companion object {
        private const val TAG = "HearthlyRoutines"
    }
}
