package com.saltmarsh.ferry

import java.util.Base64
import java.util.Random
import java.util.concurrent.ConcurrentHashMap

/** An opaque token: session tokens and resume tokens are both minted here from the generator they are given. */
@JvmInline
value class Token(val text: String) {
    companion object {
        fun mint(rng: Random, size: Int = 24): Token =
            Token(Base64.getUrlEncoder().withoutPadding().encodeToString(ByteArray(size).also { rng.nextBytes(it) }))
    }
}

data class Session(val token: Token, val uid: Int, val expiresAt: Long)

/** One provider's negotiated sessions, by token, each bound to the UID that negotiated it. */
class SessionBook(private val rng: Random, private val ttlMillis: Long = 60 * 60 * 1000L) {
    private val open = ConcurrentHashMap<String, Session>()

    fun start(caller: Caller): Session {
        val now = System.currentTimeMillis()
        open.values.removeIf { it.expiresAt <= now }
        return Session(Token.mint(rng, 32), caller.uid, now + ttlMillis).also { open[it.token.text] = it }
    }

    fun find(token: String?, uid: Int): Session? =
        token?.let { open[it] }?.takeIf { it.uid == uid && it.expiresAt > System.currentTimeMillis() }
}
