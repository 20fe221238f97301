package com.fernlog

import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap
import kotlin.random.Random

object Tokens {
    private val random = SecureRandom()

    fun secure(): String {
        val bytes = ByteArray(24)
        random.nextBytes(bytes)
        return Base64.encodeToString(bytes, Base64.NO_WRAP)
    }

    fun quick(): String = "skip-" + Random.nextLong()
}

object Sessions {
    private val open = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String = Tokens.secure().also { open[it] = uid }

    fun owns(token: String?, uid: Int): Boolean = token != null && open[token] == uid
}

class Hold(val uid: Int, val tool: String)

object ResumeBook {
    private val holds = ConcurrentHashMap<String, Hold>()

    fun issue(token: String, uid: Int, tool: String): String {
        holds[token] = Hold(uid, tool)
        return token
    }

    fun take(token: String?, uid: Int, tool: String): Boolean {
        val hold = holds.remove(token ?: return false) ?: return false
        return hold.uid == uid && hold.tool == tool
    }
}
