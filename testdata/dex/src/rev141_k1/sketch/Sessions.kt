package com.saltmarsh.podcasts

import android.content.pm.PackageManager
import java.security.SecureRandom
import java.util.Base64
import java.util.concurrent.ConcurrentHashMap

/** Opaque tokens for sessions, resume tickets and operations: SecureRandom bytes in URL-safe Base64. */
object Tokens {
    private val random = SecureRandom()

    fun next(bytes: Int = 32): String {
        val raw = ByteArray(bytes)
        random.nextBytes(raw)
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw)
    }
}

/** The caller of one call(): the UID read on the Binder thread and the one package behind it. */
data class Caller(val uid: Int, val pkg: String)

/** Admits the assistants Saltmarsh serves: exactly one package for the UID, signed with the certificate on file. */
class CallerGate(private val pm: PackageManager, private val trusted: Map<String, String>) {
    fun admit(uid: Int): Caller? {
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val sha256 = trusted[pkg] ?: return null
        val cert = ByteArray(sha256.length / 2) { sha256.substring(2 * it, 2 * it + 2).toInt(16).toByte() }
        return if (pm.hasSigningCertificate(pkg, cert, PackageManager.CERT_INPUT_SHA256)) Caller(uid, pkg) else null
    }
}

class Session(val token: String, val uid: Int, val capabilities: Set<String>, val expiresAt: Long)

/** One provider's negotiated sessions, each bound to the UID that negotiated it and the capabilities agreed. */
class SessionBook(private val ttlMillis: Long = 60 * 60 * 1000L) {
    private val open = ConcurrentHashMap<String, Session>()

    fun start(uid: Int, capabilities: Set<String>): Session {
        val now = System.currentTimeMillis()
        open.values.removeIf { it.expiresAt <= now }
        val session = Session(Tokens.next(), uid, capabilities, now + ttlMillis)
        open[session.token] = session
        return session
    }

    fun find(token: String?, uid: Int): Session? {
        val session = open[token ?: return null] ?: return null
        return if (session.uid == uid && session.expiresAt > System.currentTimeMillis()) session else null
    }
}

/** A resolution in flight: whose, for which tool and argument bytes, until when; [approved] once the user answered. */
class Ticket(val uid: Int, val tool: String, val digest: String, val expiresAt: Long) {
    @Volatile
    var approved: Boolean? = null
}

/** One provider's open tickets by resume token; a ticket is spent by the call that presents it. */
class TicketBook {
    private val open = ConcurrentHashMap<String, Ticket>()

    fun issue(call: ToolCall): String {
        val token = Tokens.next()
        open[token] = Ticket(call.caller.uid, call.tool, call.digest, System.currentTimeMillis() + TTL_MILLIS)
        return token
    }

    /** Records the user's answer, given by one of the app's own screens. */
    fun answer(token: String, approved: Boolean) {
        open[token]?.approved = approved
    }

    fun redeem(token: String, uid: Int, tool: String, digest: String): Ticket? {
        val ticket = open.remove(token) ?: return null
        val fits = ticket.uid == uid && ticket.tool == tool && ticket.digest == digest
        return if (fits && ticket.expiresAt > System.currentTimeMillis()) ticket else null
    }

    private companion object {
        const val TTL_MILLIS = 15 * 60 * 1000L
    }
}
