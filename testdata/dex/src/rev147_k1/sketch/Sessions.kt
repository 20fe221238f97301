package com.tidemark.invoices

import java.security.SecureRandom

object Tokens {
    private val random = SecureRandom()

    fun mint(size: Int = 24): String {
        val bytes = ByteArray(size)
        random.nextBytes(bytes)
        return bytes.toHex()
    }
}

class Session(val uid: Int, val providerId: String, val capabilities: Set<String>, val expiresAt: Long)

object SessionBook {
    private const val TTL_MS = 60 * 60 * 1000L
    private val open = HashMap<String, Session>()

    @Synchronized
    fun open(uid: Int, providerId: String, capabilities: Set<String>): String {
        val token = Tokens.mint()
        open[token] = Session(uid, providerId, capabilities, System.currentTimeMillis() + TTL_MS)
        return token
    }

    /** The session the token names, when this UID opened it with this provider and it has not expired. */
    @Synchronized
    fun find(token: String?, uid: Int, providerId: String): Session? {
        val session = open[token ?: return null] ?: return null
        if (session.uid != uid || session.providerId != providerId) return null
        if (session.expiresAt < System.currentTimeMillis()) {
            open.remove(token)
            return null
        }
        return session
    }
}

class Ticket(val uid: Int, val tool: String, val argsDigest: String, val requestId: String, val expiresAt: Long) {
    var answer: Boolean? = null
}

/** Resume tickets of calls that wait for the user's answer in ConfirmActivity. */
object TicketBook {
    private const val TTL_MS = 10 * 60 * 1000L
    private val held = HashMap<String, Ticket>()

    @Synchronized
    fun hold(call: ToolCall): String {
        val token = Tokens.mint()
        held[token] = Ticket(call.uid, call.toolName, call.argsDigest, call.requestId, System.currentTimeMillis() + TTL_MS)
        return token
    }

    @Synchronized
    fun answer(token: String, approved: Boolean) {
        held[token]?.answer = approved
    }

    /** Single use: the ticket is gone after this. null when the token names no ticket of this very call. */
    @Synchronized
    fun redeem(token: String, call: ToolCall): Boolean? {
        val ticket = held.remove(token) ?: return null
        if (ticket.uid != call.uid || ticket.tool != call.toolName) return null
        if (ticket.argsDigest != call.argsDigest || ticket.requestId != call.requestId) return null
        if (ticket.expiresAt < System.currentTimeMillis()) return null
        return ticket.answer == true
    }
}
