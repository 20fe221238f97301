package net.switchyard.hub

import java.security.SecureRandom

object Tokens {
    private val random = SecureRandom()

    fun mint(size: Int = 32): String {
        val raw = ByteArray(size)
        random.nextBytes(raw)
        return raw.toHex()
    }
}

class Session(val uid: Int, val providerId: String, val capabilities: Set<String>, val expiresAt: Long)

/** Negotiated sessions; they do not outlive the process (the spec allows that). */
object SessionBook {
    private const val TTL_MS = 30 * 60 * 1000L
    private val sessions = HashMap<String, Session>()

    @Synchronized
    fun open(uid: Int, providerId: String, capabilities: Set<String>): Pair<String, Session> {
        val token = Tokens.mint()
        val session = Session(uid, providerId, capabilities, System.currentTimeMillis() + TTL_MS)
        sessions[token] = session
        return token to session
    }

    @Synchronized
    fun find(token: String?, uid: Int, providerId: String): Session? {
        if (token == null) return null
        val session = sessions[token] ?: return null
        if (session.uid != uid || session.providerId != providerId) return null
        if (session.expiresAt <= System.currentTimeMillis()) {
            sessions.remove(token)
            return null
        }
        return session
    }

    @Synchronized
    fun newest(uid: Int, providerId: String): Session? {
        val now = System.currentTimeMillis()
        return sessions.values.filter { it.uid == uid && it.providerId == providerId && it.expiresAt > now }
            .maxByOrNull { it.expiresAt }
    }
}

class Ticket(val uid: Int, val tool: String, val argsDigest: String, val requestId: String, val expiresAt: Long) {
    @Volatile
    var answer: Boolean? = null
}

/** Resume tickets of calls that wait for the user. */
object TicketBook {
    private const val TTL_MS = 10 * 60 * 1000L
    private val tickets = HashMap<String, Ticket>()

    @Synchronized
    fun hold(call: ToolCall): String {
        val token = Tokens.mint()
        tickets[token] = Ticket(call.uid, call.toolName, call.argsDigest, call.requestId, System.currentTimeMillis() + TTL_MS)
        return token
    }

    @Synchronized
    fun answer(token: String, approved: Boolean) {
        tickets[token]?.answer = approved
    }

    /** Used once: the ticket is gone afterwards. null unless it is this very call's ticket and the user answered. */
    @Synchronized
    fun redeem(token: String, call: ToolCall): Boolean? {
        val ticket = tickets.remove(token) ?: return null
        if (ticket.uid != call.uid || ticket.tool != call.toolName) return null
        if (ticket.argsDigest != call.argsDigest || ticket.requestId != call.requestId) return null
        if (ticket.expiresAt <= System.currentTimeMillis()) return null
        return ticket.answer
    }
}
