package com.hearthly

import android.util.Base64
import java.security.SecureRandom

data class Session(val token: String, val uid: Int, val pkg: String, val expiresAt: Long)

object SessionKeys {
    private val random = SecureRandom()

    fun next(): String = ByteArray(32).also(random::nextBytes).let { Base64.encodeToString(it, TOKEN_FLAGS) }
}

const val TOKEN_FLAGS = Base64.URL_SAFE or Base64.NO_WRAP or Base64.NO_PADDING

/** Negotiated sessions by token: a copy-on-write table rebuilt, without the expired ones, at each negotiation. */
class SessionTable(private val ttlMillis: Long = 6 * 60 * 60 * 1000L) {
    @Volatile
    private var byToken: Map<String, Session> = emptyMap()

    fun open(caller: Caller): Session {
        val now = System.currentTimeMillis()
        val session = Session(SessionKeys.next(), caller.uid, caller.pkg, now + ttlMillis)
        synchronized(this) {
            byToken = buildMap {
                byToken.values.filter { it.expiresAt > now }.forEach { put(it.token, it) }
                put(session.token, session)
            }
        }
        return session
    }

    operator fun get(token: String): Session? = byToken[token]
}
