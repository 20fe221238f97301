package com.hearthly

import java.util.concurrent.ConcurrentHashMap

/** A resolution in flight: bound to the caller, the tool, the argument bytes and an expiry. */
data class Ticket(
    val token: String,
    val uid: Int,
    val tool: String,
    val digest: String,
    val expiresAt: Long,
    val approved: Boolean? = null,
)

class TicketBook {
    private val open = ConcurrentHashMap<String, Ticket>()

    fun issue(ticket: Ticket) {
        open[ticket.token] = ticket
    }

    /** Called by the confirmation screen with the resident's answer. */
    fun decide(token: String, approved: Boolean) {
        open.computeIfPresent(token) { _, ticket -> ticket.copy(approved = approved) }
    }

    /** Single use: the ticket leaves the book whatever happens, and only its own caller, tool and arguments get it. */
    fun redeem(token: String, uid: Int, tool: String, digest: String): Ticket? =
        open.remove(token)?.takeIf { it.uid == uid && it.tool == tool && it.digest == digest && it.expiresAt > System.currentTimeMillis() }
}
