package net.pantrybox.app.pantry

import android.content.SharedPreferences
import com.clawseed.sdk.provider.CetpMutationExecutor
import com.clawseed.sdk.provider.CetpOperations
import com.clawseed.sdk.provider.CetpProviderRequest
import com.clawseed.sdk.provider.CetpProviderResult
import net.pantrybox.app.core.sha256
import net.pantrybox.app.core.string
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap

/** One deduplication record: the call it belongs to and, once finished, its outcome. */
class LedgerRecord(
    @JvmField val tool: String,
    @JvmField val argsDigest: String,
    @JvmField val createdAt: Long,
    @JvmField val outcome: JSONObject?,
) {
    fun toJson(): JSONObject = JSONObject().put("tool", tool).put("args", argsDigest).put("at", createdAt)
        .also { o -> outcome?.let { o.put("outcome", it) } }

    companion object {
        @JvmStatic
        fun fromJson(o: JSONObject): LedgerRecord =
            LedgerRecord(o.getString("tool"), o.getString("args"), o.optLong("at"), o.optJSONObject("outcome"))
    }
}

/** Deduplication records: a map for lookups, written through to SharedPreferences on every change. */
class RequestLedger(prefs: SharedPreferences) {
    private var stored: String by prefs.string("ledger.v1", "{}")
    private val records = HashMap<String, LedgerRecord>()

    init {
        val o = JSONObject(stored)
        val keys = o.keys()
        while (keys.hasNext()) {
            val k = keys.next()
            records[k] = LedgerRecord.fromJson(o.getJSONObject(k))
        }
    }

    @Synchronized
    operator fun get(key: String): LedgerRecord? =
        records[key]?.takeIf { System.currentTimeMillis() - it.createdAt < WINDOW_MS }

    @Synchronized
    operator fun set(key: String, record: LedgerRecord) {
        records[key] = record
        persist()
    }

    @Synchronized
    fun remove(key: String) {
        records.remove(key)
        persist()
    }

    private fun persist() {
        val now = System.currentTimeMillis()
        val o = JSONObject()
        for ((k, v) in records) if (now - v.createdAt < 2 * WINDOW_MS) o.put(k, v.toJson())
        stored = o.toString()
    }

    companion object {
        const val WINDOW_MS = 86_400_000L
    }
}

/** A background price sync. */
class PantryOperation(@JvmField val id: String, @JvmField val callerUid: Int, @JvmField val requestId: String) {
    @Volatile @JvmField var state: String = "queued"
    @Volatile @JvmField var cancelRequested: Boolean = false
    @Volatile @JvmField var done: Int = 0
    @Volatile @JvmField var total: Int = 0
    @Volatile @JvmField var result: JSONObject? = null

    val terminal: Boolean get() = state == "succeeded" || state == "failed" || state == "cancelled"
}

/** Operations by id. */
class OperationBoard : MutableMap<String, PantryOperation> by ConcurrentHashMap() {
    fun owned(callerUid: Int, requestId: String, operationId: String): PantryOperation? =
        this[operationId]?.takeIf { it.callerUid == callerUid && it.requestId == requestId }
}

/** The pantry provider's mutation executor: request reservation, mutation, outcome; and its operations. */
class LedgerExecutor(
    private val providerId: String,
    private val ledger: RequestLedger,
    @JvmField val board: OperationBoard,
) : CetpMutationExecutor, CetpOperations {

    override fun execute(
        request: CetpProviderRequest,
        work: (CetpProviderRequest) -> CetpProviderResult,
    ): CetpProviderResult {
        val key = request.callerUid.toString() + "|" + providerId + "|" + request.requestId
        val digest = (request.tool.name + "\n" + request.argsText).sha256()
        reserve(key, request, digest)?.let { return it }
        val result = try {
            work(request)
        } catch (e: RuntimeException) {
            ledger.remove(key)
            throw e
        }
        ledger[key] = LedgerRecord(request.tool.name, digest, System.currentTimeMillis(), encode(result))
        return result
    }

    /** null when this call may run; otherwise the answer for a repeated or conflicting request ID. */
    @Synchronized
    private fun reserve(key: String, request: CetpProviderRequest, digest: String): CetpProviderResult? {
        val seen = ledger[key]
        if (seen != null) {
            if (seen.tool != request.tool.name || seen.argsDigest != digest) {
                return CetpProviderResult.Failure("INVALID_REQUEST", "This request_id was used for a different call.")
            }
            val outcome = seen.outcome
                ?: return CetpProviderResult.Failure("CONFLICT", "This request is still being executed.")
            return decode(outcome)
        }
        if (request.expired) return CetpProviderResult.Failure("DEADLINE_EXCEEDED", "The request deadline has passed.")
        ledger[key] = LedgerRecord(request.tool.name, digest, System.currentTimeMillis(), null)
        return null
    }

    override fun status(callerUid: Int, requestId: String, operationId: String): JSONObject? {
        val op = board.owned(callerUid, requestId, operationId) ?: return null
        val out = JSONObject().put("operation_id", op.id).put("state", op.state)
        if (op.total > 0) {
            out.put("progress", JSONObject().put("current", op.done).put("total", op.total).put("message", "Repricing items"))
        }
        when (op.state) {
            "succeeded" -> out.put("result", JSONObject().put("kind", "inline").put("value", op.result))
            "failed" -> out.put("error", JSONObject().put("error_code", "INTERNAL_ERROR")
                .put("error_message", "The price sync could not finish.").put("retryable", false))
            "queued", "running" -> out.put("poll_after_ms", 1000)
        }
        return out
    }

    override fun requestCancel(callerUid: Int, requestId: String, operationId: String): Boolean? {
        val op = board.owned(callerUid, requestId, operationId) ?: return null
        if (op.terminal) return false
        op.cancelRequested = true
        return true
    }

    private fun encode(r: CetpProviderResult): JSONObject = when (r) {
        is CetpProviderResult.Inline -> JSONObject().put("type", "inline").put("value", r.value)
        is CetpProviderResult.Accepted -> JSONObject().put("type", "accepted").put("operation_id", r.operationId)
            .put("poll_after_ms", r.pollAfterMs)
        is CetpProviderResult.Failure -> JSONObject().put("type", "failure").put("code", r.code).put("message", r.message)
    }

    private fun decode(o: JSONObject): CetpProviderResult = when (o.optString("type")) {
        "inline" -> CetpProviderResult.Inline(o.opt("value") ?: JSONObject.NULL)
        "accepted" -> CetpProviderResult.Accepted(o.getString("operation_id"), o.optLong("poll_after_ms"))
        else -> CetpProviderResult.Failure(o.optString("code"), o.optString("message"))
    }
}
