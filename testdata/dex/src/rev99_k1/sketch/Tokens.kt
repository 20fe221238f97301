package com.parkrun

import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

object Tokens {
    private val random = SecureRandom()

    fun secure(): String {
        val bytes = ByteArray(24)
        random.nextBytes(bytes)
        return Base64.encodeToString(bytes, Base64.NO_WRAP)
    }

    fun quick(): String = "run-" + System.nanoTime()
}

object Sessions {
    private val open = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String = Tokens.secure().also { open[it] = uid }

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

class Hold(val uid: Int, val runner: String)

object Holds {
    private val byToken = ConcurrentHashMap<String, Hold>()

    fun hold(token: String, uid: Int, runner: String): String = token.also { byToken[it] = Hold(uid, runner) }

    fun redeem(token: String?): String? = token?.let { byToken[it] }?.runner
}
