package io.kanbu.app.ui

/** The confirmation screen's own little store: state, actions, effects and a pure reducer. */
data class ConfirmUi(
    val ticket: String?,
    val summary: String?,
    val approved: Boolean?,
    val effects: List<UiEffect>,
)

sealed interface UiAction {
    data class Opened(val ticket: String?, val summary: String?) : UiAction
    data class Decided(val approved: Boolean) : UiAction
    object EffectsTaken : UiAction
}

sealed interface UiEffect {
    data class Record(val ticket: String, val approved: Boolean) : UiEffect
    data class Close(val approved: Boolean) : UiEffect
    object Render : UiEffect
}

val ConfirmUi.expired: Boolean get() = ticket == null || summary == null

fun reduceConfirm(state: ConfirmUi, action: UiAction): ConfirmUi = when (action) {
    is UiAction.Opened -> ConfirmUi(action.ticket, action.summary, null, listOf(UiEffect.Render))
    is UiAction.Decided ->
        if (state.approved != null) state
        else if (state.expired) state.copy(approved = false, effects = state.effects + UiEffect.Close(false))
        else state.copy(approved = action.approved,
            effects = state.effects + UiEffect.Record(state.ticket!!, action.approved) + UiEffect.Close(action.approved))
    is UiAction.EffectsTaken -> state.copy(effects = emptyList())
}
