package com.brightmoor.pantry

import java.security.SecureRandom

object Tokens {
    private val random = SecureRandom()

    fun next(): String {
        val bytes = ByteArray(32)
        random.nextBytes(bytes)
        return bytes.joinToString("") { "%02x".format(it) }
    }
}

class Session(val token: String, val uid: Int, val providerId: String, val expiresAt: Long)

/** Negotiated sessions; they end with the process (then NEGOTIATION_REQUIRED). */
object Sessions {
    private val open = HashMap<String, Session>()

    @Synchronized
    fun open(uid: Int, providerId: String): Session =
        Session(Tokens.next(), uid, providerId, System.currentTimeMillis() + 30 * 60 * 1000L).also { open[it.token] = it }

    @Synchronized
    fun valid(token: String?, uid: Int, providerId: String): Boolean {
        val session = open[token ?: return false] ?: return false
        return session.uid == uid && session.providerId == providerId && session.expiresAt > System.currentTimeMillis()
    }
}

/** A call held for the user's confirmation. */
class Pending(val token: String, val uid: Int, val tool: String, val requestId: String, val argsDigest: String,
              val summary: String, val expiresAt: Long) {
    @Volatile var approved: Boolean = false
}

/** Held calls by resume token; taken out on first use. */
object ResumeBook {
    private val held = HashMap<String, Pending>()

    @Synchronized
    fun hold(call: Call, summary: String): Pending =
        Pending(Tokens.next(), call.uid, call.tool, call.requestId, call.argsDigest, summary,
            System.currentTimeMillis() + 10 * 60 * 1000L).also { held[it.token] = it }

    @Synchronized
    fun approve(token: String?) {
        held[token ?: return]?.approved = true
    }

    @Synchronized
    fun take(token: String): Pending? = held.remove(token)

    /** The held call [token] names, if it is this caller's, this call's, unexpired and approved. */
    fun takeFor(token: String, call: Call): Pending? {
        val pending = take(token) ?: return null
        if (pending.uid != call.uid || pending.tool != call.tool || pending.requestId != call.requestId) return null
        if (pending.argsDigest != call.argsDigest || pending.expiresAt < System.currentTimeMillis()) return null
        return pending.takeIf { it.approved }
    }
}
