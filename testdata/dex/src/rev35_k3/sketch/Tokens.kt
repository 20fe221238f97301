package com.example.r35k3

import java.security.SecureRandom
import java.util.Random
import java.util.concurrent.ConcurrentHashMap

// Tokens.kt: one token helper, two randomness sources, and the session/resume stores.

val SESSION_RNG: Random = SecureRandom()

/** Guest passes live for an hour, so the fast generator is "good enough" here. */
val GUEST_RNG: Random = Random()

fun newToken(source: Random): String = ByteArray(16).also { source.nextBytes(it) }.joinToString("") { "%02x".format(it) }

class SessionStore {
    private val live = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String = newToken(SESSION_RNG).also { live[it] = uid }

    fun isLive(token: String?): Boolean = token != null && live.containsKey(token)
}

class ResumeStore {
    private val pending = ConcurrentHashMap<String, Pair<Int, String>>()

    fun issue(token: String, uid: Int, tool: String): String = token.also { pending[it] = uid to tool }

    fun take(token: String, uid: Int, tool: String): Boolean {
        val (owner, forTool) = pending.remove(token) ?: return false
        return owner == uid && forTool == tool
    }
}
