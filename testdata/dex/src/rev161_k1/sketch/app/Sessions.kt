package com.marginalia.notes.tools

import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

class Session(val token: String, val uid: Int, val providerId: String, val expiresAt: Long)

/** Negotiated sessions; they end with the process (then NEGOTIATION_REQUIRED). */
object Sessions {
    private val random = SecureRandom()
    private val byToken = ConcurrentHashMap<String, Session>()

    /** 32 SecureRandom bytes, hex: session and resume tokens. */
    fun newToken(): String {
        val bytes = ByteArray(32)
        random.nextBytes(bytes)
        return bytes.joinToString("") { "%02x".format(it) }
    }

    fun open(uid: Int, providerId: String): Session {
        val session = Session(newToken(), uid, providerId, System.currentTimeMillis() + 30 * 60 * 1000L)
        byToken[session.token] = session
        return session
    }

    /** The session [token] names when it is this caller's, with this provider, and live. */
    internal fun valid(token: String?, uid: Int, providerId: String): Session? {
        val session = byToken[token ?: return null] ?: return null
        if (session.uid != uid || session.providerId != providerId) return null
        return if (session.expiresAt > System.currentTimeMillis()) session else null
    }
}

/** A call held until the user confirms it ([CONFIRM]) or grants its scope ([GRANT]) in the app. */
class Held(val token: String, val kind: String, val uid: Int, val pkg: String, val providerId: String, val tool: String,
           val requestId: String, val argsDigest: String, val summary: String, val expiresAt: Long) {
    @Volatile var approved = false
}

/** Held calls by resume token; a token is taken out on its first use. */
object ResumeLedger {
    private val held = ConcurrentHashMap<String, Held>()

    fun hold(call: Call, kind: String, summary: String): Held {
        val entry = Held(Sessions.newToken(), kind, call.uid, call.pkg, call.providerId, call.tool, call.requestId,
            call.argsDigest, summary, System.currentTimeMillis() + 10 * 60 * 1000L)
        held[entry.token] = entry
        return entry
    }

    fun peek(token: String?): Held? = held[token ?: return null]

    fun approve(token: String?) {
        peek(token)?.approved = true
    }

    fun deny(token: String?) {
        held.remove(token ?: return)
    }

    /** The approved held call [token] names, if it is this caller's and this very call's and has not expired. */
    fun takeFor(token: String?, call: Call): Held? {
        val entry = held.remove(token ?: return null) ?: return null
        if (entry.uid != call.uid || entry.providerId != call.providerId || entry.tool != call.tool) return null
        if (entry.requestId != call.requestId || entry.argsDigest != call.argsDigest) return null
        if (entry.expiresAt < System.currentTimeMillis() || !entry.approved) return null
        return entry
    }
}
