package io.kanbu.app.core

import com.clawseed.sdk.provider.CetpRequest
import java.util.concurrent.ConcurrentHashMap

/** A confirmation waiting for the user: bound to the caller, the tool, the request and its exact argument bytes. */
class Parked(
    val resumeToken: String,
    val ticket: String,
    val uid: Int,
    val providerId: String,
    val tool: String,
    val requestId: String,
    val argsDigest: String,
    val summary: String,
    val expiresAt: Long,
) {
    @Volatile
    var answer: Boolean? = null
}

/** What the confirmation screen recorded for a resume token, handed out once. */
data class Ticket(val tool: String, val approved: Boolean)

/** Parked confirmations, shared by the providers and the confirmation screens of this process. */
object ConfirmationDesk {
    private const val TTL_MS = 10L * 60 * 1000
    private val byToken = ConcurrentHashMap<String, Parked>()
    private val byTicket = ConcurrentHashMap<String, Parked>()

    fun park(resumeToken: String, ticket: String, call: CetpRequest, providerId: String, summary: String) {
        val parked = Parked(resumeToken, ticket, call.callerUid, providerId, call.toolName, call.requestId,
            Tokens.sha256(call.argsText), summary, System.currentTimeMillis() + TTL_MS)
        byToken[resumeToken] = parked
        byTicket[ticket] = parked
    }

    fun summary(ticket: String): String? =
        byTicket[ticket]?.takeIf { it.answer == null && it.expiresAt > System.currentTimeMillis() }?.summary

    fun answer(ticket: String, approved: Boolean) {
        byTicket.remove(ticket)?.answer = approved
    }

    /** Single use: the token is gone after this call, whatever it returns. */
    fun redeem(resumeToken: String, call: CetpRequest, providerId: String): Ticket? {
        val parked = byToken.remove(resumeToken) ?: return null
        byTicket.remove(parked.ticket)
        val bound = parked.uid == call.callerUid && parked.providerId == providerId &&
            parked.tool == call.toolName && parked.requestId == call.requestId &&
            parked.argsDigest == Tokens.sha256(call.argsText)
        if (!bound || parked.expiresAt < System.currentTimeMillis()) return null
        return Ticket(parked.tool, parked.answer == true)
    }
}
