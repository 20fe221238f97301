package com.larchwood.library

import java.security.SecureRandom
import java.util.Base64
import java.util.concurrent.ConcurrentHashMap
import kotlin.random.Random
import kotlin.random.asKotlinRandom

/** Something that hands out opaque tokens: [random]'s bytes in URL-safe Base64. */
interface TokenSource {
    val random: Random

    fun next(bytes: Int = 24): String = Base64.getUrlEncoder().withoutPadding().encodeToString(random.nextBytes(bytes))
}

data class Session(val token: String, val uid: Int, val expiresAt: Long)

/** One provider's negotiated sessions by token, each bound to the UID that negotiated it. */
class SessionBook(override val random: Random, private val ttlMillis: Long = 60 * 60 * 1000L) : TokenSource {
    private val open = ConcurrentHashMap<String, Session>()

    fun start(caller: Caller): Session {
        val now = System.currentTimeMillis()
        open.values.removeIf { it.expiresAt <= now }
        return Session(next(32), caller.uid, now + ttlMillis).also { open[it.token] = it }
    }

    fun find(token: String?, uid: Int): Session? =
        token?.let { open[it] }?.takeIf { it.uid == uid && it.expiresAt > System.currentTimeMillis() }
}

/** A confirmation or sign-in in flight: whose, for which tool and argument bytes, until when; [approved] once answered. */
data class Ticket(val uid: Int, val tool: String, val digest: String, val expiresAt: Long, val approved: Boolean? = null) {
    fun fits(uid: Int, tool: String, digest: String): Boolean =
        this.uid == uid && this.tool == tool && this.digest == digest && expiresAt > System.currentTimeMillis()
}

/** One provider's open tickets by resume token; its confirmation screen records the user's answer here. */
abstract class TicketDesk : TokenSource {
    protected val open = ConcurrentHashMap<String, Ticket>()

    fun issue(call: ToolCall): String =
        next().also { open[it] = Ticket(call.caller.uid, call.tool, call.digest, System.currentTimeMillis() + TTL_MILLIS) }

    fun answer(token: String, approved: Boolean) {
        open.computeIfPresent(token) { _, ticket -> ticket.copy(approved = approved) }
    }

    /** The ticket [token] stands for, spent by this call. */
    open fun redeem(token: String): Ticket? = open.remove(token)

    companion object {
        const val TTL_MILLIS = 15 * 60 * 1000L
    }
}

/** Renewals and holds waiting for the borrower (loans provider). */
object LoanDesk : TicketDesk() {
    override val random: Random = SecureRandom().asKotlinRandom()

    /** Kept until it expires: an assistant that timed out after the borrower approved resumes with the same token. */
    override fun redeem(token: String): Ticket? = open[token]
}

/** Payments and card links waiting for the borrower (fines provider). */
object FineDesk : TicketDesk() {
    override val random: Random = Random.Default
}
