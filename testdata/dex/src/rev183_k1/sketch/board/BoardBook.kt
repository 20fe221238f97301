package io.kanbu.app.board

import android.content.SharedPreferences
import org.json.JSONArray
import org.json.JSONObject

/** The board's durable home: the card snapshot, request records and operation records, in one preferences file. */
class BoardBook(private val prefs: SharedPreferences) {
    fun load(): Map<String, Card> {
        val array = JSONArray(prefs.getString(KEY_CARDS, null) ?: "[]")
        val out = LinkedHashMap<String, Card>()
        for (i in 0 until array.length()) {
            val card = Card.fromJson(array.getJSONObject(i))
            out[card.id] = card
        }
        return out
    }

    /** One commit: the snapshot (when it changed) and the records that belong to it. */
    fun commit(cards: Collection<Card>?, records: Map<String, String>) {
        val editor = prefs.edit()
        if (cards != null) editor.putString(KEY_CARDS, cards.toList().toJsonArray().toString())
        for ((key, value) in records) editor.putString(key, value)
        check(editor.commit()) { "preferences commit failed" }
    }

    fun operation(operationId: String): JSONObject? =
        prefs.getString(opKey(operationId), null)?.let { JSONObject(it) }

    fun operationRecord(operationId: String, uid: Int, requestId: String, state: String, result: String? = null): Pair<String, String> {
        val record = JSONObject().put("uid", uid).put("request_id", requestId).put("state", state)
            .put("updated_at", System.currentTimeMillis())
        if (result != null) record.put("result", result)
        return opKey(operationId) to record.toString()
    }

    fun cancelRequested(operationId: String): Boolean = operation(operationId)?.optBoolean("cancel_requested", false) == true

    fun requestCancel(operationId: String, record: JSONObject) {
        commit(null, mapOf(opKey(operationId) to record.put("cancel_requested", true).toString()))
    }

    private fun opKey(operationId: String) = "op|$operationId"

    companion object {
        private const val KEY_CARDS = "cards.v2"
    }
}
