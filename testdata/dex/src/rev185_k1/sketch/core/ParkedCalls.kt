package io.quire.app.core

import java.util.concurrent.ConcurrentHashMap

/** A call waiting for the user; [answer] is set by the confirmation screen. */
class Parked(
    val uid: CallerUid,
    val provider: String,
    val tool: ToolName,
    val requestId: String,
    val argsDigest: String,
    val summary: String,
    val expiresAt: Long,
) {
    @Volatile
    var answer: Boolean? = null

    val live: Boolean get() = expiresAt > System.currentTimeMillis()
}

/** Parked confirmations of both providers: resume tokens for the consumer, tickets for the screens. */
object ParkedCalls {
    private val byToken = ConcurrentHashMap<String, Parked>()
    private val byTicket = ConcurrentHashMap<String, Parked>()

    /** Returns (resume token, screen ticket). */
    fun park(parked: Parked): Pair<String, String> {
        val token = Tokens.random()
        val ticket = Tokens.random(16)
        byToken[token] = parked
        byTicket[ticket] = parked
        return token to ticket
    }

    /** Single use: the token is gone after this, whatever the caller decides. */
    fun take(token: String): Parked? = byToken.remove(token)

    fun forTicket(ticket: String?): Parked? = ticket?.let { byTicket[it] }?.takeIf { it.live }

    fun answer(ticket: String, approved: Boolean) {
        val parked = byTicket.remove(ticket) ?: return
        parked.answer = approved
    }

    const val TTL_MS = 10L * 60 * 1000
}
