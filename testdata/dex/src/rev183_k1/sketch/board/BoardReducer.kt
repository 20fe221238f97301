package io.kanbu.app.board

import io.kanbu.app.core.Outcome
import org.json.JSONObject

val COLUMNS = listOf("todo", "doing", "done")

/** Pure: (state, action) -> state. Side effects leave only as [BoardEffect] values. */
fun reduceBoard(state: BoardState, action: BoardAction): BoardState = when (action) {
    is BoardAction.ListCards -> {
        val cards = if (action.column == null) state.openCards else state.column(action.column)
        state.done(action.call.requestId, JSONObject().put("cards", cards.toJsonArray()))
    }
    is BoardAction.AddCard -> {
        val card = Card(action.id, action.title, action.column, state.callers[action.call.requestId] ?: "unknown")
        val value = JSONObject().put("card_id", card.id)
        state.copy(cards = state.cards + (card.id to card))
            .persist(action.call, Outcome.Done(value.toString()), state.cards, null)
    }
    is BoardAction.MoveCard -> {
        val card = state.cards[action.id]?.takeIf { !it.archived }
        if (card == null) state.failed(action.call.requestId, "INVALID_ARGS", "No open card has this id")
        else state.copy(cards = state.cards + (card.id to card.copy(column = action.column)))
            .persist(action.call, Outcome.Done(JSONObject().put("card_id", card.id).put("column", action.column).toString()), state.cards, null)
    }
    is BoardAction.ArchiveCard -> {
        val card = state.cards[action.id]?.takeIf { !it.archived }
        if (card == null) state.failed(action.call.requestId, "INVALID_ARGS", "No open card has this id")
        else state.copy(cards = state.cards + (card.id to card.copy(archived = true)))
            .persist(action.call, Outcome.Done(JSONObject().put("archived", card.id).toString()), state.cards, null)
    }
    is BoardAction.CompleteColumn -> {
        val moving = state.column(action.column)
        if (moving.size > BULK_THRESHOLD && action.call.session.offers("async_operations")) {
            state.copy(
                outcomes = state.outcomes + (action.call.requestId to Outcome.Accepted(action.operationId, 1000L)),
                effects = state.effects + BoardEffect.StartBulk(action.call, action.operationId, action.column),
            )
        } else state.completeColumn(action.call, action.column, null)
    }
    is BoardAction.BulkRun -> state.completeColumn(action.call, action.column, action.operationId)
    is BoardAction.BulkStarted -> state
    is BoardAction.Identified -> state.copy(callers = state.callers + (action.requestId to action.packageName))
    is BoardAction.Rejected -> state.failed(action.requestId, action.code, action.message)
    is BoardAction.NeedsConfirmation ->
        state.copy(asks = state.asks + 1, effects = state.effects + BoardEffect.AskUser(action.call, action.summary, state.asks + 1))
    is BoardAction.Parked ->
        state.copy(outcomes = state.outcomes + (action.requestId to Outcome.NeedsUser(action.resolution, action.resumeToken)))
    is BoardAction.Committed -> state.copy(outcomes = state.outcomes + (action.requestId to action.outcome))
    is BoardAction.Failed -> state.copy(cards = action.before)
        .failed(action.requestId, "INTERNAL_ERROR", "Could not save the board: " + action.error.message)
    is BoardAction.EffectsTaken -> state.copy(effects = state.effects.drop(action.count))
    is BoardAction.Delivered -> state.copy(outcomes = state.outcomes - action.requestId, callers = state.callers - action.requestId)
}

private const val BULK_THRESHOLD = 20

private fun BoardState.done(requestId: String, value: JSONObject): BoardState =
    copy(outcomes = outcomes + (requestId to Outcome.Done(value.toString())))

private fun BoardState.failed(requestId: String, code: String, message: String): BoardState =
    copy(outcomes = outcomes + (requestId to Outcome.Failed(code, message)))

private fun BoardState.persist(call: com.clawseed.sdk.provider.CetpRequest, outcome: Outcome, before: Map<String, Card>, operationId: String?): BoardState =
    copy(effects = effects + BoardEffect.Persist(call, outcome, before, operationId))

private fun BoardState.completeColumn(call: com.clawseed.sdk.provider.CetpRequest, column: String, operationId: String?): BoardState {
    val moving = column(column)
    val moved = moving.associate { it.id to it.copy(column = "done") }
    val value = JSONObject().put("completed", moving.size)
    return copy(cards = cards + moved).persist(call, Outcome.Done(value.toString()), cards, operationId)
}
