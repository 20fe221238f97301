package io.quire.app.core

import java.util.concurrent.ConcurrentHashMap

class Session(val token: String, val uid: CallerUid, val capabilities: Set<String>, val expiresAt: Long) {
    fun offers(capability: String): Boolean = capability in capabilities
}

/** Negotiated sessions (§2.2). They may be lost when the process restarts; callers then negotiate again. */
class Sessions {
    private val live = ConcurrentHashMap<String, Session>()

    fun open(uid: CallerUid, capabilities: Set<String>): Session {
        val session = Session(Tokens.random(32), uid, capabilities, System.currentTimeMillis() + TTL_MS)
        live[session.token] = session
        return session
    }

    fun find(token: String?, uid: CallerUid): Session? {
        val session = token?.let { live[it] } ?: return null
        return when {
            session.uid != uid -> null
            session.expiresAt < System.currentTimeMillis() -> {
                live.remove(session.token)
                null
            }
            else -> session
        }
    }

    companion object {
        const val TTL_MS = 4L * 60 * 60 * 1000
    }
}
