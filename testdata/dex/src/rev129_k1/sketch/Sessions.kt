package com.larkbook

import java.util.concurrent.ConcurrentHashMap

@JvmInline
value class SessionToken(val value: String)

data class Session(val token: SessionToken, val uid: Int, val pkg: String, val expiresAt: Long)

/** Negotiated sessions of one provider, by token. */
class SessionRegistry(private val ttlMillis: Long) {
    private val byToken = ConcurrentHashMap<String, Session>()

    fun open(caller: Caller): Session {
        val now = System.currentTimeMillis()
        byToken.values.removeIf { it.expiresAt <= now }
        return Session(SessionToken(secureToken(32)), caller.uid, caller.pkg, now + ttlMillis)
            .also { byToken[it.token.value] = it }
    }

    /** The live session of that token. */
    operator fun get(token: SessionToken): Session? =
        byToken[token.value]?.takeIf { it.expiresAt > System.currentTimeMillis() }
}

object Registries {
    val calendar = SessionRegistry(ttlMillis = 6 * 60 * 60 * 1000L)
    val people = SessionRegistry(ttlMillis = 60 * 60 * 1000L)
}
