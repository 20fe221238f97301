package io.kanbu.app.core

import android.content.SharedPreferences
import android.os.Bundle
import com.clawseed.sdk.provider.Cetp
import com.clawseed.sdk.provider.CetpMutationExecutor
import com.clawseed.sdk.provider.CetpRequest
import org.json.JSONObject

/** What the journal knows about a request id. */
sealed class Replay {
    object Fresh : Replay()
    object Mismatch : Replay()
    data class Known(val outcome: Outcome) : Replay()
}

/**
 * Durable deduplication records (§6), kept in the provider's preferences file. Records are written by the
 * provider's book in the same commit as the state change they belong to.
 */
class RequestJournal(private val prefs: SharedPreferences, private val providerId: String) {
    fun key(call: CetpRequest): String = "req|" + call.callerUid + "|" + providerId + "|" + call.requestId

    fun lookup(call: CetpRequest): Replay {
        val stored = prefs.getString(key(call), null) ?: return Replay.Fresh
        val record = JSONObject(stored)
        if (record.optString("tool") != call.toolName || record.optString("digest") != Tokens.sha256(call.argsText)) {
            return Replay.Mismatch
        }
        return Replay.Known(Outcome.fromJson(record.getJSONObject("outcome")))
    }

    fun entry(call: CetpRequest, outcome: Outcome): Pair<String, String> {
        val record = JSONObject().put("tool", call.toolName).put("digest", Tokens.sha256(call.argsText))
            .put("at", System.currentTimeMillis()).put("outcome", outcome.toJson())
        return key(call) to record.toString()
    }
}

/**
 * The providers' mutation executor: a request id already in the journal is answered from it, a reused id with other
 * content is refused, a new one runs [work], which records its outcome in the same commit as its state change.
 * Callers hold the store's lock, so two calls with one request id cannot both run.
 */
class JournalExecutor(private val journal: RequestJournal) : CetpMutationExecutor {
    override fun execute(request: CetpRequest, work: (CetpRequest) -> Bundle): Bundle =
        when (val seen = journal.lookup(request)) {
            is Replay.Fresh -> work(request)
            is Replay.Mismatch -> Cetp.error("INVALID_REQUEST", "This request_id was already used with other arguments", request.requestId)
            is Replay.Known -> seen.outcome.toBundle(request.requestId)
        }
}
