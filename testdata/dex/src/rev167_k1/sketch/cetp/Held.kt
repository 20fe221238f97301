package app.tallybook.budget.cetp

import java.util.concurrent.ConcurrentHashMap

enum class Decision { PENDING, APPROVED, DENIED }

/** A call waiting for the user, bound to its caller, tool, request and args. */
data class HeldCall(
    val token: String,
    val uid: Int,
    val providerId: String,
    val tool: String,
    val requestId: String,
    val argsDigest: String,
    val expiresAt: Long,
    val summary: String,
    val decision: Decision = Decision.PENDING,
)

object HeldCalls {
    private const val TTL_MS = 10 * 60 * 1000L
    private val held = ConcurrentHashMap<String, HeldCall>()

    fun hold(call: Call, summary: String): HeldCall = HeldCall(
        token = Tokens.mint(),
        uid = call.caller.uid,
        providerId = call.providerId,
        tool = call.request.tool,
        requestId = call.requestId,
        argsDigest = call.argsDigest,
        expiresAt = System.currentTimeMillis() + TTL_MS,
        summary = summary,
    ).also { held[it.token] = it }

    fun describe(token: String): HeldCall? = held[token]?.takeIf { it.decision == Decision.PENDING }

    fun decide(token: String, approved: Boolean): HeldCall? = held[token]
        ?.copy(decision = if (approved) Decision.APPROVED else Decision.DENIED)
        ?.also { held[token] = it }

    /** Single use: the entry is gone whatever the outcome. */
    fun redeem(token: String, call: Call): HeldCall? = held.remove(token)?.takeIf {
        it.uid == call.caller.uid && it.providerId == call.providerId && it.tool == call.request.tool &&
            it.requestId == call.requestId && it.argsDigest == call.argsDigest &&
            it.expiresAt > System.currentTimeMillis()
    }
}
