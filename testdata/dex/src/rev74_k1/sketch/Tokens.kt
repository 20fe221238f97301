package com.tutortime

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

    fun quick(): String = "rt-" + java.lang.Long.toHexString(System.currentTimeMillis())
}

class Hold(val uid: Int, val tool: String)

object ResumeBook {
    private val holds = ConcurrentHashMap<String, Hold>()

    fun issue(token: String, uid: Int, tool: String) {
        holds[token] = Hold(uid, tool)
    }

    fun take(token: String?, uid: Int, tool: String): Boolean {
        val hold = holds.remove(token ?: return false) ?: return false
        return hold.uid == uid && hold.tool == tool
    }
}
