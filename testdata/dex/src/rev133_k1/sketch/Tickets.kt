package com.brambleway

import android.util.Log
import java.util.concurrent.ConcurrentHashMap

/** A resolution in flight: bound to the caller, the tool, the argument bytes and an expiry. */
data class Ticket(
    val token: ResumeToken,
    val uid: Int,
    val tool: String,
    val digest: String,
    val expiresAt: Long,
    val approved: Boolean? = null,
) {
    fun fits(uid: Int, tool: String, digest: String): Boolean =
        this.uid == uid && this.tool == tool && this.digest == digest && expiresAt > System.currentTimeMillis()

    companion object {
        private const val TTL_MILLIS = 10 * 60 * 1000L

        fun forCall(call: ToolCall, token: ResumeToken): Ticket =
            with(call) { Ticket(token, caller.uid, tool, request.argsDigest, System.currentTimeMillis() + TTL_MILLIS) }
    }
}

interface TicketStore {
    fun put(ticket: Ticket)
    fun find(token: ResumeToken): Ticket?
    fun take(token: ResumeToken): Ticket?
    fun decide(token: ResumeToken, approved: Boolean)
}

class MemoryTickets : TicketStore {
    private val open = ConcurrentHashMap<String, Ticket>()

    override fun put(ticket: Ticket) {
        open[ticket.token.raw] = ticket
    }

    override fun find(token: ResumeToken): Ticket? = open[token.raw]

    override fun take(token: ResumeToken): Ticket? = open.remove(token.raw)

    override fun decide(token: ResumeToken, approved: Boolean) {
        open.computeIfPresent(token.raw) { _, ticket -> ticket.copy(approved = approved) }
    }
}

/** Logs the tickets that go in; finding, taking and deciding are the inner store's. */
class AuditedStore(private val inner: TicketStore, private val name: String) : TicketStore by inner {
    override fun put(ticket: Ticket) {
        Log.i("BrambleTickets", "$name: ticket for ${ticket.tool} until ${ticket.expiresAt}")
        inner.put(ticket)
    }
}

/** Mints resume tokens with [tokens] and keeps their tickets in [store]. */
class ResumeDesk(val store: TicketStore, tokens: TokenSource) : TokenSource by tokens {
    fun issue(call: ToolCall): ResumeToken = ResumeToken(next()).also { store.put(Ticket.forCall(call, it)) }
}
