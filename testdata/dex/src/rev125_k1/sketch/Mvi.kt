package com.spokeshare

import android.app.PendingIntent
import org.json.JSONObject

/** Everything that can happen to one execute_tool call; [reduce] is the only place that turns it into state. */
sealed class Action {
    data class Received(val caller: Caller, val env: Envelope) : Action()
    data class Parsed(
        val tool: String,
        val args: JSONObject,
        val approved: Boolean,
        val account: String,
        val counterpart: String?,
    ) : Action()
    data class NeedsUser(val screen: Class<*>, val prompt: String, val flags: Int) : Action()
    data class Ticketed(val token: String, val resolution: PendingIntent) : Action()
    data class Loaded(val value: JSONObject) : Action()
    data class Failed(val code: String, val message: String, val retryable: Boolean = false) : Action()
}

sealed class State {
    /** Work the interpreter still has to do before the next action arrives. */
    open val effects: List<Effect> get() = emptyList()

    data object Idle : State()

    data class Working(
        val caller: Caller,
        val env: Envelope,
        val tool: String = "",
        val args: JSONObject = JSONObject(),
        val approved: Boolean = false,
        val account: String = caller.pkg,
        val counterpart: String? = null,
        override val effects: List<Effect> = emptyList(),
    ) : State()

    data class Asking(
        val work: Working,
        val screen: Class<*>,
        val prompt: String,
        val flags: Int,
        override val effects: List<Effect> = emptyList(),
    ) : State()

    data class Waiting(val work: Working, val prompt: String, val token: String, val resolution: PendingIntent) : State()

    data class Done(val work: Working, val value: JSONObject) : State()

    data class Error(val code: String, val message: String, val retryable: Boolean) : State()
}

sealed class Effect {
    data object Parse : Effect()
    data object Run : Effect()
    data object Ask : Effect()
}

fun reduce(state: State, action: Action): State = when (action) {
    is Action.Received -> State.Working(action.caller, action.env, effects = listOf(Effect.Parse))
    is Action.Parsed -> when (state) {
        is State.Working -> state.copy(
            tool = action.tool,
            args = action.args,
            approved = action.approved,
            account = action.account,
            counterpart = action.counterpart,
            effects = listOf(Effect.Run),
        )
        else -> state
    }
    is Action.NeedsUser -> when (state) {
        is State.Working -> State.Asking(state.copy(effects = emptyList()), action.screen, action.prompt, action.flags, listOf(Effect.Ask))
        else -> state
    }
    is Action.Ticketed -> when (state) {
        is State.Asking -> State.Waiting(state.work, state.prompt, action.token, action.resolution)
        else -> state
    }
    is Action.Loaded -> when (state) {
        is State.Working -> State.Done(state.copy(effects = emptyList()), action.value)
        else -> state
    }
    is Action.Failed -> State.Error(action.code, action.message, action.retryable)
}
