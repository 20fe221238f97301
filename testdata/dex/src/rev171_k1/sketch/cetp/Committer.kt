package app.larder.kitchen.cetp

import app.larder.kitchen.data.Claim
import app.larder.kitchen.data.RequestLedger
import org.json.JSONObject

/** Runs one mutating tool body at most once per request_id (§6), after the deadline check when one is given. */
class Committer(private val ledger: RequestLedger) {
    fun commit(call: Call, notAfter: Long = NO_DEADLINE, work: () -> JSONObject): Outcome {
        if (System.currentTimeMillis() >= notAfter) {
            return Outcome.Failed(ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before anything changed.")
        }
        return when (val claim = ledger.claim(call.dedupKey, call.tool, call.argsDigest)) {
            Claim.Fresh -> runCatching(work).fold(
                onSuccess = { value -> Outcome.Done(value).also { ledger.finish(call.dedupKey, it.record()) } },
                onFailure = { e -> failureOf(e, call.tool).also { ledger.release(call.dedupKey) } },
            )
            Claim.Running -> Outcome.Failed(ErrorCode.CONFLICT, "This request is still running; ask again later.")
            Claim.Reused -> Outcome.Failed(ErrorCode.INVALID_REQUEST, "request_id was already used for another call.")
            is Claim.Finished -> replay(claim.outcome)
        }
    }

    companion object {
        /** For bodies that run without a Consumer deadline. */
        const val NO_DEADLINE = Long.MAX_VALUE
    }
}
