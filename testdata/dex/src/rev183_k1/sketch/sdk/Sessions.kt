package com.clawseed.sdk.provider

import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

class Session(val token: String, val uid: Int, val version: Int, val capabilities: Set<String>, val expiresAt: Long) {
    fun offers(capability: String): Boolean = capability in capabilities
}

/** Negotiated sessions. They may be lost on a restart (§2.2); the consumer then negotiates again. */
class Sessions {
    private val live = ConcurrentHashMap<String, Session>()
    private val random = SecureRandom()

    fun open(uid: Int, capabilities: Set<String>): Session {
        val bytes = ByteArray(32)
        random.nextBytes(bytes)
        val token = bytes.joinToString("") { "%02x".format(it) }
        val session = Session(token, uid, Cetp.VERSION, capabilities, System.currentTimeMillis() + TTL_MS)
        live[token] = session
        return session
    }

    fun find(token: String?, uid: Int): Session? {
        val session = live[token ?: return null] ?: return null
        if (session.uid != uid) return null
        if (session.expiresAt < System.currentTimeMillis()) {
            live.remove(token)
            return null
        }
        return session
    }

    companion object {
        const val TTL_MS = 6L * 60 * 60 * 1000
    }
}
