package com.larderly.pantry

import java.security.SecureRandom

object Tokens {
    private val random: SecureRandom by lazy { SecureRandom() }

    fun mint(size: Int = 24): String {
        val bytes = ByteArray(size)
        random.nextBytes(bytes)
        return bytes.toHex()
    }
}

object SessionBook {
    private const val TTL_MS = 60 * 60 * 1000L
    private val open = HashMap<String, Session>()

    @Synchronized
    fun open(caller: CallerUid, providerId: String): SessionId {
        val id = SessionId(Tokens.mint())
        open[id.token] = Session(caller, providerId, System.currentTimeMillis() + TTL_MS)
        return id
    }

    /** The session the token names, when this caller opened it with this provider and it is still live. */
    @Synchronized
    fun find(id: SessionId?, caller: CallerUid, providerId: String): Session? {
        val session = open[id?.token ?: return null] ?: return null
        return session.takeIf { it.caller == caller && it.providerId == providerId && it.expiresAt > System.currentTimeMillis() }
    }

    /** The newest live session this caller opened with this provider. */
    @Synchronized
    fun latest(caller: CallerUid, providerId: String): Session? = open.values
        .filter { it.caller == caller && it.providerId == providerId && it.expiresAt > System.currentTimeMillis() }
        .maxByOrNull { it.expiresAt }
}

class Ticket(val caller: CallerUid, val tool: String, val argsDigest: String, val requestId: String, val expiresAt: Long) {
    var answer: Boolean? = null
}

/** Resume tickets of calls waiting for the user in ConfirmActivity. */
object TicketBook {
    private const val TTL_MS = 10 * 60 * 1000L
    private val held = HashMap<String, Ticket>()

    @Synchronized
    fun hold(call: ToolCall): String {
        val token = Tokens.mint()
        held[token] = Ticket(call.caller, call.toolName, call.argsDigest, call.requestId, System.currentTimeMillis() + TTL_MS)
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
        if (ticket.caller != call.caller || ticket.tool != call.toolName) return null
        if (ticket.argsDigest != call.argsDigest || ticket.requestId != call.requestId) return null
        if (ticket.expiresAt < System.currentTimeMillis()) return null
        return ticket.answer == true
    }
}
