package app.quire.reader.cetp

import app.quire.reader.data.RequestRepository
import app.quire.reader.data.RequestRow
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import org.json.JSONObject

/** Runs one mutating tool body at most once per uid/provider/request_id (§6). */
interface MutationLedger {
    suspend fun run(call: Call, work: suspend () -> Outcome): Outcome
}

private class Entry(val tool: String, val argsDigest: String, val value: JSONObject)

/** The shelf's ledger: finished calls by dedup key, kept in this process. */
class InMemoryLedger : MutationLedger {
    private val lock = Mutex()
    private val finished = HashMap<String, Entry>()

    override suspend fun run(call: Call, work: suspend () -> Outcome): Outcome = lock.withLock {
        if (call.pastDeadline()) {
            return@withLock Outcome.Failed(ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before anything changed.")
        }
        val key = call.dedupKey
        val seen = finished[key]
        if (seen != null) {
            return@withLock if (seen.tool == call.tool && seen.argsDigest == call.argsDigest) Outcome.Done(seen.value)
            else Outcome.Failed(ErrorCode.INVALID_REQUEST, "request_id was already used for another call.")
        }
        val outcome = try {
            work()
        } catch (e: Exception) {
            failureOf(e, call.tool)
        }
        if (outcome is Outcome.Done) finished[key] = Entry(call.tool, call.argsDigest, outcome.value)
        outcome
    }
}

/** The sync provider's ledger: rows of the `requests` table, with the recent ones cached in memory. */
class DurableLedger(private val requests: RequestRepository) : MutationLedger {
    private val lock = Mutex()
    private val recent = HashMap<String, RequestRow>()

    override suspend fun run(call: Call, work: suspend () -> Outcome): Outcome = lock.withLock {
        if (call.pastDeadline()) {
            return@withLock Outcome.Failed(ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before anything changed.")
        }
        val key = call.dedupKey
        val seen = recent[key] ?: requests.find(key)
        if (seen != null) {
            recent[key] = seen
            return@withLock when {
                seen.tool != call.tool || seen.argsDigest != call.argsDigest ->
                    Outcome.Failed(ErrorCode.INVALID_REQUEST, "request_id was already used for another call.")
                seen.value == null -> Outcome.Failed(ErrorCode.CONFLICT, "This request was interrupted; ask with a new request_id.")
                else -> Outcome.Done(seen.value)
            }
        }
        requests.reserve(key, call.tool, call.argsDigest)
        val outcome = try {
            work()
        } catch (e: Exception) {
            failureOf(e, call.tool)
        }
        if (outcome is Outcome.Done) {
            requests.finish(key, outcome.value)
            recent[key] = RequestRow(call.tool, call.argsDigest, outcome.value)
        } else {
            requests.release(key)
        }
        outcome
    }
}
