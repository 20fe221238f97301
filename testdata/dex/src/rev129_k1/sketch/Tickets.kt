package com.larkbook

import java.util.concurrent.ConcurrentHashMap

/** A resolution in flight: bound to the caller, the tool, the argument bytes and an expiry. */
data class Ticket(
    val token: ResumeToken,
    val uid: Int,
    val tool: String,
    val digest: String,
    val expiresAt: Long,
    val approved: Boolean? = null,
)

class TicketBook {
    private val open = ConcurrentHashMap<String, Ticket>()

    fun issue(ticket: Ticket) {
        open[ticket.token.value] = ticket
    }

    /** The confirmation screen's answer. */
    fun decide(token: String, approved: Boolean) {
        open.computeIfPresent(token) { _, ticket -> ticket.copy(approved = approved) }
    }

    /** Single use: the ticket leaves the book whatever happens; only its own caller, tool and arguments get it. */
    fun redeem(token: ResumeToken, uid: Int, tool: String, digest: String): Ticket? =
        open.remove(token.value)
            ?.takeIf { it.uid == uid && it.tool == tool && it.digest == digest && it.expiresAt > System.currentTimeMillis() }
}
