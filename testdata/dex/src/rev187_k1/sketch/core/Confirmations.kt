package app.larder.core

import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

/**
 * A call parked for the user's decision (§4.3): bound to the caller's UID, the provider, the tool, the request id
 * and the digest of the original args bytes; [token] is the single-use resume token, [ticket] names the screen.
 */
class Parked(
    val token: String,
    val ticket: String,
    val uid: Int,
    val provider: String,
    val tool: String,
    val requestId: String,
    val argsDigest: String,
    val summary: String,
    val expiresAt: Long,
) {
    @Volatile var answer: Boolean? = null

    fun matches(call: ToolCall, providerId: String): Boolean =
        provider == providerId && tool == call.tool && requestId == call.requestId && argsDigest == call.argsDigest

    companion object {
        private const val TTL_MS = 10 * 60 * 1000L
        private const val ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"
        private val rng = SecureRandom()

        private fun mint(length: Int): String = buildString {
            repeat(length) { append(ALPHABET[rng.nextInt(ALPHABET.length)]) }
        }

        fun of(call: ToolCall, providerId: String, summary: String): Parked = Parked(
            mint(40), mint(20), call.uid, providerId, call.tool, call.requestId, call.argsDigest, summary,
            System.currentTimeMillis() + TTL_MS,
        )
    }
}

/** Parked calls live in memory for ten minutes; an expired or unknown token fails. */
object Confirmations {
    private val byToken = ConcurrentHashMap<String, Parked>()

    fun park(parked: Parked): Parked = parked.also { byToken[it.token] = it }

    fun byTicket(ticket: String): Parked? = byToken.values.firstOrNull { it.ticket == ticket }

    /** Single use: the token is gone after the first redemption, whoever redeems it. */
    fun take(token: String, uid: Int): Parked? =
        byToken.remove(token)?.takeIf { it.uid == uid && it.expiresAt > System.currentTimeMillis() }

    fun answer(ticket: String, approved: Boolean) {
        byTicket(ticket)?.answer = approved
    }
}
