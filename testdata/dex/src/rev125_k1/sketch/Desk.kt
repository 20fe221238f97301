package com.spokeshare

import android.content.Context
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/**
 * The protocol side shared by both desks: methods, sessions, the execute_tool loop that feeds the reducer and
 * interprets its effects, resolutions, receipts. A desk adds its session lookup, argument parsing and tools.
 */
abstract class Desk(
    protected val ctx: Context,
    protected val store: DeskStore,
    private val receipts: Receipts,
) {
    abstract val catalog: Catalog

    protected abstract suspend fun session(caller: Caller, env: Envelope): Session?
    protected abstract suspend fun parse(work: State.Working): Action
    protected abstract suspend fun perform(work: State.Working): Action
    protected abstract fun resumeToken(): String

    suspend fun serve(caller: Caller, env: Envelope): Bundle {
        if (env.method == "negotiate") return negotiate(caller, env)
        if (env.version != 2) return env.error("UNSUPPORTED_VERSION", "This provider serves CETP v2 only", false)
        if (env.requestId == null) return env.error("INVALID_REQUEST", "request_id is required", false)
        session(caller, env) ?: return env.error("NEGOTIATION_REQUIRED", "Negotiate a session first", true)
        return when (env.method) {
            "get_provider_info" -> env.success(catalog.info())
            "list_tools" -> env.success(catalog.tools())
            "execute_tool" -> execute(caller, env)
            else -> env.error("METHOD_NOT_FOUND", "No such method", false)
        }
    }

    private fun negotiate(caller: Caller, env: Envelope): Bundle {
        val offered = env.consumerVersions ?: return env.error("INVALID_REQUEST", "consumer_versions is required", false)
        if (2 !in offered) return env.error("UNSUPPORTED_VERSION", "This provider serves CETP v2 only", false)
        val session = Session(Session.mint(), caller.uid, caller.pkg, System.currentTimeMillis() + SESSION_TTL)
        store.open(session)
        return env.success(
            JSONObject()
                .put("selected_version", 2)
                .put("provider_id", catalog.providerId)
                .put("provider_name", catalog.providerName)
                .put("session_token", session.token)
                .put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
                .put("capabilities", JSONArray())
                .put("limits", Catalog.limits())
        )
    }

    private suspend fun execute(caller: Caller, env: Envelope): Bundle {
        val call = CallStore()
        var effects = call.dispatch(Action.Received(caller, env))
        while (effects.isNotEmpty()) {
            val now = call.state.value
            val next = effects.map { interpret(it, now) }
            effects = next.flatMap { call.dispatch(it) }
        }
        val end = call.state.value
        if (end is State.Done && catalog.mutates(end.work.tool)) {
            receipts.keep(caller.uid, catalog.providerId, env.requestId!!, end.work.tool, env.digest, end.value)
        }
        return render(env, end)
    }

    private suspend fun interpret(effect: Effect, state: State): Action = when (effect) {
        Effect.Parse -> checkTool(state as State.Working)
        Effect.Run -> run(state as State.Working)
        Effect.Ask -> ask(state as State.Asking)
    }

    private suspend fun checkTool(work: State.Working): Action {
        val tool = work.env.tool ?: return Action.Failed("INVALID_ARGS", "tool_name is required")
        if (!catalog.has(tool)) return Action.Failed("TOOL_NOT_FOUND", "No tool of that name here")
        return replay(work, tool) ?: parse(work)
    }

    private suspend fun run(work: State.Working): Action {
        if (work.env.pastDeadline()) return Action.Failed("DEADLINE_EXCEEDED", "The deadline passed before the tool started", true)
        return perform(work)
    }

    /** A mutating call seen before (same caller, provider and request_id) answers what it answered then. */
    private fun replay(work: State.Working, tool: String): Action? {
        if (!catalog.mutates(tool)) return null
        val kept = receipts.find(work.caller.uid, catalog.providerId, work.env.requestId!!) ?: return null
        return if (kept.tool == tool && kept.digest == work.env.digest) Action.Loaded(kept.value) else Action.Failed("INVALID_REQUEST", "request_id was already used for another call")
    }

    private fun ask(asking: State.Asking): Action {
        val work = asking.work
        val token = resumeToken()
        store.issue(Ticket(token, work.caller.uid, work.tool, work.env.digest, System.currentTimeMillis() + TICKET_TTL))
        val resolution = Resolutions.pending(ctx, asking.screen, store.name, token, asking.prompt, asking.flags)
        return Action.Ticketed(token, resolution)
    }

    private fun render(env: Envelope, state: State): Bundle = when (state) {
        is State.Done -> env.inline(state.value)
        is State.Error -> env.error(state.code, state.message, state.retryable)
        is State.Waiting -> env.needsUser(state.prompt, state.resolution, state.token)
        else -> env.error("INTERNAL_ERROR", "The call stopped before it finished", false)
    }

    /** The call's arguments as a JSON object, or null when they are not one. */
    protected fun argsOf(work: State.Working): JSONObject? =
        runCatching { JSONObject(work.env.args ?: "{}") }.getOrNull()

    /** The resolution this call resumes, if any: taken out of the desk whatever the answer. */
    protected fun redeemed(work: State.Working): Ticket? {
        val token = work.env.resumeToken ?: return null
        return store.redeem(token, work.caller.uid, work.env.tool.orEmpty(), work.env.digest)
    }

    companion object {
        const val SESSION_TTL = 6 * 60 * 60 * 1000L
        const val TICKET_TTL = 10 * 60 * 1000L
    }
}
