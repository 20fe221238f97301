package com.larderly

import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

class Session private constructor(val token: String, val uid: Int, val provider: String, val expiresAt: Long) {
    val live: Boolean get() = expiresAt > System.currentTimeMillis()

    companion object {
        private const val TTL_MS = 6 * 60 * 60 * 1000L
        private val random = SecureRandom()

        fun open(uid: Int, provider: String): Session {
            val bytes = ByteArray(32).also { random.nextBytes(it) }
            val token = Base64.encodeToString(bytes, Base64.NO_WRAP or Base64.URL_SAFE or Base64.NO_PADDING)
            return Session(token, uid, provider, System.currentTimeMillis() + TTL_MS)
        }
    }
}

// Every negotiated session of both desks, by token.
object Sessions {
    private val byToken = ConcurrentHashMap<String, Session>()

    fun open(uid: Int, provider: String): Session = Session.open(uid, provider).also { byToken[it.token] = it }

    operator fun get(token: String?): Session? = token?.let { byToken[it] }
}
