package app.trailmark.logbook.cetp

import java.util.concurrent.ConcurrentHashMap

enum class Decision { PENDING, APPROVED, DENIED }

/** A call waiting for the user in ConfirmActivity, bound to caller, tool, request, args and expiry. */
data class HeldCall(
    val token: String,
    val uid: Int,
    val providerId: String,
    val tool: String,
    val requestId: String,
    val argsDigest: String,
    val summary: String,
    val expiresAt: Long,
    val decision: Decision = Decision.PENDING,
)

class HeldCalls private constructor(private val tokens: TokenSource) {
    private val held = ConcurrentHashMap<String, HeldCall>()

    fun hold(call: Call, summary: String): HeldCall = HeldCall(
        token = tokens.next(),
        uid = call.caller.uid,
        providerId = call.providerId,
        tool = call.tool,
        requestId = call.requestId,
        argsDigest = call.argsDigest,
        summary = summary,
        expiresAt = Clocks.wall.now() + TTL_MS,
    ).also { held[it.token] = it }

    /** For the confirmation screen: the call behind a token, while it still waits. */
    fun pending(token: String): HeldCall? =
        held[token]?.takeIf { it.decision == Decision.PENDING && it.expiresAt > Clocks.wall.now() }

    fun decide(token: String, approved: Boolean) {
        held.computeIfPresent(token) { _, call ->
            if (call.decision == Decision.PENDING) call.copy(decision = if (approved) Decision.APPROVED else Decision.DENIED) else call
        }
    }

    /** Single use: the entry is gone whatever the outcome, and it must match the resumed call. */
    fun redeem(token: String, call: Call): HeldCall? = held.remove(token)?.takeIf {
        it.uid == call.caller.uid && it.providerId == call.providerId && it.tool == call.tool &&
            it.requestId == call.requestId && it.argsDigest == call.argsDigest && it.expiresAt > Clocks.wall.now()
    }

    companion object {
        private const val TTL_MS = 10 * 60 * 1000L

        fun using(tokens: TokenSource): HeldCalls = HeldCalls(tokens)
    }
}

/** One book per provider, so a token one provider issued is never redeemed by the other. */
object HeldBooks {
    const val ROUTES = "routes"
    const val JOURNAL = "journal"

    val routes: HeldCalls by lazy { HeldCalls.using(TokenSources.tickets) }
    val journal: HeldCalls by lazy { HeldCalls.using(TokenSources.secure) }

    fun named(name: String?): HeldCalls? = when (name) {
        ROUTES -> routes
        JOURNAL -> journal
        else -> null
    }
}
