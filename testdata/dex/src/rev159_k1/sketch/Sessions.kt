package com.quillhaven.archive

import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.atomic.AtomicBoolean

class Session(val token: String, val uid: Int, val providerId: String, val capabilities: Set<String>, val expiresAt: Long)

/** Negotiated sessions; they end with the process (then NEGOTIATION_REQUIRED). */
object Sessions {
    private val random = SecureRandom()
    private val byToken = ConcurrentHashMap<String, Session>()
    private val newestByCaller = ConcurrentHashMap<String, Session>()

    /** 32 bytes from SecureRandom, hex: session tokens, resume tokens, operation ids. */
    fun newToken(): String {
        val bytes = ByteArray(32)
        random.nextBytes(bytes)
        return bytes.joinToString("") { "%02x".format(it) }
    }

    fun open(uid: Int, providerId: String, capabilities: Set<String>): Session {
        val session = Session(newToken(), uid, providerId, capabilities, System.currentTimeMillis() + 30 * 60 * 1000L)
        byToken[session.token] = session
        newestByCaller.merge(uid.toString() + "/" + providerId, session) { old, new ->
            if (new.expiresAt >= old.expiresAt) new else old
        }
        return session
    }

    /** The session a presented token names, if it is this caller's with this provider and still live. */
    fun valid(token: String?, uid: Int, providerId: String): Session? {
        val session = byToken[token ?: return null] ?: return null
        if (session.uid != uid || session.providerId != providerId) return null
        return session.takeIf { it.expiresAt > System.currentTimeMillis() }
    }

    /** The caller's newest live session with [providerId]. */
    fun newest(uid: Int, providerId: String): Session? =
        newestByCaller[uid.toString() + "/" + providerId]?.takeIf { it.expiresAt > System.currentTimeMillis() }
}

/** A call held for the user's confirmation. */
class Held(val token: String, val uid: Int, val providerId: String, val tool: String, val requestId: String,
           val argsDigest: String, val summary: String, val expiresAt: Long) {
    val approved = AtomicBoolean(false)
}

/** Held calls by resume token; taken out on first use. */
object ResumeLedger {
    private val held = ConcurrentHashMap<String, Held>()

    fun hold(call: Call, summary: String): Held {
        val entry = Held(Sessions.newToken(), call.uid, call.providerId, call.tool, call.requestId, call.argsDigest, summary,
            System.currentTimeMillis() + 10 * 60 * 1000L)
        held[entry.token] = entry
        return entry
    }

    fun approve(token: String?) {
        held[token ?: return]?.approved?.set(true)
    }

    fun deny(token: String?) {
        held.remove(token ?: return)
    }

    /** The held call [token] names, if it is this caller's, this call's, unexpired and approved. */
    fun takeFor(token: String, call: Call): Held? {
        val entry = held.remove(token) ?: return null
        if (entry.uid != call.uid || entry.providerId != call.providerId || entry.tool != call.tool) return null
        if (entry.requestId != call.requestId || entry.argsDigest != call.argsDigest) return null
        if (entry.expiresAt < System.currentTimeMillis()) return null
        return entry.takeIf { it.approved.get() }
    }
}
