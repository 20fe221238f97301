package com.fieldkit

import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

fun interface TokenSource {
    fun next(): String
}

class SecureTokens(private val random: SecureRandom) : TokenSource {
    override fun next(): String {
        val bytes = ByteArray(24)
        random.nextBytes(bytes)
        return Base64.encodeToString(bytes, Base64.NO_WRAP)
    }
}

object Sessions {
    private val open = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String = Locator.sessionTokens.next().also { open[it] = uid }

    fun owns(token: String?, uid: Int): Boolean = token != null && open[token] == uid
}

object ResumeBook {
    private val holds = ConcurrentHashMap<String, Int>()

    fun issue(token: String, uid: Int): String {
        holds[token] = uid
        return token
    }

    fun take(token: String?, uid: Int): Boolean = holds.remove(token ?: return false) == uid
}
