package com.hearthkit

import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

class Session(val id: SessionId, val uid: Int, val provider: String, val expiresAt: Long) {
    val live: Boolean get() = System.currentTimeMillis() < expiresAt
}

// The negotiated sessions of both desks. They stay in memory on purpose: a restarted provider forgets them and
// the Consumer negotiates again (NEGOTIATION_REQUIRED).
object SessionBook {
    private const val TTL_MS = 4 * 60 * 60 * 1000L
    private val state = ConcurrentHashMap<String, Any?>()
    private val random = SecureRandom()

    private var sessions: Map<String, Session> by state.slot(emptyMap())

    @Synchronized
    fun open(uid: Int, provider: String): Session {
        val bytes = ByteArray(24).also { random.nextBytes(it) }
        val id = SessionId(Base64.encodeToString(bytes, Base64.NO_WRAP or Base64.URL_SAFE or Base64.NO_PADDING))
        return Session(id, uid, provider, System.currentTimeMillis() + TTL_MS).also { sessions = sessions + (id.raw to it) }
    }

    fun find(id: SessionId): Session? = if (id.blank) null else sessions[id.raw]
}
