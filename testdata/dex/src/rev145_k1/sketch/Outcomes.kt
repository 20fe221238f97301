package com.larderly.pantry

import android.util.Log
import org.json.JSONObject
import kotlin.properties.Delegates

/** Deduplication of mutating calls by (caller UID, provider id, request_id). */
interface OutcomeStore {
    fun once(call: ToolCall, providerId: String, work: () -> Outcome): Outcome
}

fun dedupKey(call: ToolCall, providerId: String): String = "${call.caller.raw}/$providerId/${call.requestId}"

fun replay(record: Record, call: ToolCall): Outcome =
    if (record.tool != call.toolName || record.digest != call.argsDigest) {
        Outcome.Failed("INVALID_REQUEST", "This request_id was already used for a different call.")
    } else {
        Outcome.Done(JSONObject(record.result))
    }

/** Pantry: records cached in an observable map whose observer writes every new record through to SQLite. */
class DurableOutcomes(private val dao: PantryDao) : OutcomeStore {
    private var records: Map<String, Record> by Delegates.observable(emptyMap()) { _, old, new ->
        for ((key, record) in new) if (key !in old) dao.saveOutcome(key, record)
    }

    @Synchronized
    override fun once(call: ToolCall, providerId: String, work: () -> Outcome): Outcome {
        val key = dedupKey(call, providerId)
        val known = records[key] ?: dao.loadOutcome(key)
        if (known != null) return replay(known, call)
        val outcome = work()
        if (outcome is Outcome.Done) records = records + (key to Record(call.toolName, call.argsDigest, outcome.value.toString()))
        return outcome
    }
}

/** Shopping: the same observable map; its observer only logs the record count. */
class RecentOutcomes : OutcomeStore {
    private var records: Map<String, Record> by Delegates.observable(emptyMap()) { _, old, new ->
        if (new.size != old.size) Log.d(TAG, "shopping dedup records: ${new.size}")
    }

    @Synchronized
    override fun once(call: ToolCall, providerId: String, work: () -> Outcome): Outcome {
        val key = dedupKey(call, providerId)
        val known = records[key]
        if (known != null) return replay(known, call)
        val outcome = work()
        if (outcome is Outcome.Done) records = records + (key to Record(call.toolName, call.argsDigest, outcome.value.toString()))
        return outcome
    }
}
