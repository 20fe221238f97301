package io.kanbu.app.board

import android.app.PendingIntent
import com.clawseed.sdk.provider.CetpRequest
import io.kanbu.app.core.Outcome
import org.json.JSONArray
import org.json.JSONObject

data class Card(val id: String, val title: String, val column: String, val createdBy: String, val archived: Boolean = false) {
    fun toJson(): JSONObject = JSONObject().put("id", id).put("title", title).put("column", column)
        .put("created_by", createdBy).put("archived", archived)

    companion object {
        fun fromJson(json: JSONObject) = Card(json.getString("id"), json.getString("title"), json.getString("column"),
            json.optString("created_by", "kanbu"), json.optBoolean("archived", false))
    }
}

/** The whole board as the store holds it: never mutated, only replaced by the reducer. */
data class BoardState(
    val cards: Map<String, Card>,
    val callers: Map<String, String>,
    val outcomes: Map<String, Outcome>,
    val effects: List<BoardEffect>,
    val asks: Int,
) {
    companion object {
        fun of(cards: Map<String, Card>) = BoardState(cards, emptyMap(), emptyMap(), emptyList(), 0)
    }
}

// selectors
val BoardState.openCards: List<Card> get() = cards.values.filter { !it.archived }
val BoardState.pending: List<BoardEffect> get() = effects
fun BoardState.column(name: String): List<Card> = openCards.filter { it.column == name }
fun BoardState.outcome(requestId: String): Outcome? = outcomes[requestId]

fun List<Card>.toJsonArray(): JSONArray {
    val out = JSONArray()
    for (card in this) out.put(card.toJson())
    return out
}

sealed interface BoardAction {
    /** An execute_tool call turned into an action; [call] is the opened request. */
    sealed interface Tool : BoardAction {
        val call: CetpRequest
    }

    data class ListCards(override val call: CetpRequest, val column: String?) : Tool
    data class AddCard(override val call: CetpRequest, val id: String, val title: String, val column: String) : Tool
    data class MoveCard(override val call: CetpRequest, val id: String, val column: String) : Tool
    data class ArchiveCard(override val call: CetpRequest, val id: String) : Tool
    data class CompleteColumn(override val call: CetpRequest, val column: String, val operationId: String) : Tool

    data class Identified(val requestId: String, val packageName: String) : BoardAction
    data class Rejected(val requestId: String, val code: String, val message: String) : BoardAction
    data class NeedsConfirmation(val call: CetpRequest, val summary: String) : BoardAction
    data class Parked(val requestId: String, val resolution: PendingIntent, val resumeToken: String) : BoardAction
    data class BulkStarted(val call: CetpRequest, val operationId: String, val column: String) : BoardAction
    data class BulkRun(val call: CetpRequest, val operationId: String, val column: String) : BoardAction
    data class Committed(val requestId: String, val outcome: Outcome) : BoardAction
    data class Failed(val requestId: String, val error: Throwable, val before: Map<String, Card>) : BoardAction
    data class EffectsTaken(val count: Int) : BoardAction
    data class Delivered(val requestId: String) : BoardAction
}

/** Side effects the reducer asks for; the provider's effect handler runs them. */
sealed interface BoardEffect {
    data class Persist(val call: CetpRequest, val outcome: Outcome, val before: Map<String, Card>, val operationId: String?) : BoardEffect
    data class AskUser(val call: CetpRequest, val summary: String, val ask: Int) : BoardEffect
    data class StartBulk(val call: CetpRequest, val operationId: String, val column: String) : BoardEffect
}
