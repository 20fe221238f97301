package io.quillkit.notes.cetp

import io.quillkit.notes.core.PlatformClock
import io.quillkit.notes.platform.SecureTokens
import io.quillkit.notes.platform.SystemClock
import java.util.concurrent.ConcurrentHashMap

/** A call parked for confirmation, bound to everything the resumed call must repeat. */
class Parked(
    val ticket: String,
    val uid: Int,
    val providerId: String,
    val tool: String,
    val requestId: String,
    val argsDigest: String,
    val expiresAt: Long,
) {
    @Volatile
    var approved: Boolean? = null
}

/**
 * The confirmation desk shared by both providers and [io.quillkit.notes.ui.ApproveActivity]: resume tokens map to
 * parked calls; the screen answers by ticket; a resume redeems its token once.
 */
object ConfirmationDesk {
    private const val TTL_MS = 10L * 60 * 1000
    private val clock: PlatformClock = SystemClock
    private val byToken = ConcurrentHashMap<String, Parked>()
    private val tokenByTicket = ConcurrentHashMap<String, String>()

    /** Parks a call; returns (resume token, ticket for the screen). */
    fun park(uid: Int, providerId: String, tool: String, requestId: String, argsDigest: String): Pair<String, String> {
        val token = SecureTokens.token(32)
        val ticket = SecureTokens.token(16)
        byToken[token] = Parked(ticket, uid, providerId, tool, requestId, argsDigest, clock.nowMs() + TTL_MS)
        tokenByTicket[ticket] = token
        return token to ticket
    }

    fun describe(ticket: String): Parked? = tokenByTicket[ticket]?.let { byToken[it] }

    fun answer(ticket: String, approved: Boolean) {
        val token = tokenByTicket.remove(ticket) ?: return
        byToken[token]?.approved = approved
    }

    /** Single use: the entry is removed whatever the outcome. Null when the token does not fit this call. */
    fun redeem(token: String, uid: Int, providerId: String, tool: String, requestId: String, argsDigest: String): Boolean? {
        val parked = byToken.remove(token) ?: return null
        tokenByTicket.remove(parked.ticket)
        if (parked.uid != uid || parked.providerId != providerId || parked.tool != tool) return null
        if (parked.requestId != requestId || parked.argsDigest != argsDigest) return null
        if (parked.expiresAt <= clock.nowMs()) return null
        return parked.approved ?: false
    }
}
