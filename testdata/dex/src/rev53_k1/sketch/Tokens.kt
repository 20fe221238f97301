package com.lendshelf

import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

object Tokens {
    private val random = SecureRandom()

    fun secure(): String = ByteArray(24).also { random.nextBytes(it) }.let { Base64.encodeToString(it, Base64.NO_WRAP) }

    fun clock(prefix: String): String = prefix + "-" + System.currentTimeMillis().toString(36)
}

class Pending(val caller: CallerUid, val tool: String)

object Sessions {
    private val open = ConcurrentHashMap<String, Int>()

    fun open(caller: CallerUid): String = Tokens.secure().also { open[it] = caller.raw }

    fun owns(token: String?, caller: CallerUid): Boolean =
        token != null && open[token]?.let { it == caller.raw } == true
}

object ResumeBook {
    private val pending = ConcurrentHashMap<String, Pending>()

    fun issue(token: String, caller: CallerUid, tool: String) {
        pending[token] = Pending(caller, tool)
    }

    fun take(token: String?, caller: CallerUid, tool: String): Boolean {
        val p = pending.remove(token ?: return false) ?: return false
        return p.caller == caller && p.tool == tool
    }
}
