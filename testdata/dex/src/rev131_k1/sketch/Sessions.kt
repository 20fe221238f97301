package com.quillvault

import android.content.Context
import android.util.Base64
import java.security.SecureRandom
import java.util.Random
import java.util.concurrent.ConcurrentHashMap

data class Caller(val uid: Int, val pkg: String)

/** The assistants Quillvault serves, by package and the SHA-256 of their signing certificate. */
class CallerGate(private val ctx: Context, private val trusted: Map<String, String>) {
    fun admit(uid: Int): Caller? {
        val pm = ctx.packageManager
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val cert = trusted[pkg]?.unhex() ?: return null
        return Caller(uid, pkg).takeIf { pm.hasSigningCertificate(pkg, cert, 1) }
    }
}

private fun String.unhex(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }

const val TOKEN_FLAGS = Base64.URL_SAFE or Base64.NO_WRAP or Base64.NO_PADDING

/** Makes tokens from the bytes of [rng]; a failure comes back as a Result. */
class TokenMint(private val rng: Random) {
    fun next(): Result<String> =
        runCatching { ByteArray(24).also(rng::nextBytes) }
            .mapCatching { Base64.encodeToString(it, TOKEN_FLAGS) }
}

data class Session(val token: String, val uid: Int, val expiresAt: Long)

/** Negotiated sessions of one provider, by token, bound to the UID that negotiated. */
class SessionRegistry(private val ttlMillis: Long) {
    private val mint = TokenMint(SecureRandom())
    private val byToken = ConcurrentHashMap<String, Session>()

    fun open(caller: Caller): Session {
        val now = System.currentTimeMillis()
        byToken.values.removeIf { it.expiresAt <= now }
        val token = mint.next().getOrElse { e -> throw IllegalStateException("no session token", e) }
        return Session(token, caller.uid, now + ttlMillis).also { byToken[token] = it }
    }

    fun find(token: String?, uid: Int): Session? =
        byToken[token ?: return null]?.takeIf { it.uid == uid && it.expiresAt > System.currentTimeMillis() }
}

/** A resolution in flight: bound to the caller, the tool, the argument bytes and an expiry. */
data class Ticket(val token: String, val uid: Int, val tool: String, val digest: String, val expiresAt: Long, val approved: Boolean? = null)

class TicketBook {
    private val open = ConcurrentHashMap<String, Ticket>()

    fun issue(ticket: Ticket) {
        open[ticket.token] = ticket
    }

    fun decide(token: String, approved: Boolean) {
        open.computeIfPresent(token) { _, ticket -> ticket.copy(approved = approved) }
    }

    /** The ticket of that token when it belongs to this caller, tool and arguments; it stays in the book. */
    fun peek(token: String, uid: Int, tool: String, digest: String): Ticket? =
        open[token]?.takeIf { it.uid == uid && it.tool == tool && it.digest == digest && it.expiresAt > System.currentTimeMillis() }

    fun spend(token: String) {
        open.remove(token)
    }
}
