package com.pantrypal

import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.atomic.AtomicLong

class Hold(val uid: Int, val tool: String)

object TokenStore {
    private val random = SecureRandom()
    private val sessions = ConcurrentHashMap<String, Int>()
    private val holds = ConcurrentHashMap<String, Hold>()
    private val tickets = AtomicLong(1000)

    fun secure(): String {
        val bytes = ByteArray(24)
        random.nextBytes(bytes)
        return Base64.encodeToString(bytes, Base64.NO_WRAP)
    }

    fun ticket(): String = "pk-" + tickets.incrementAndGet()

    fun openSession(uid: Int): String = secure().also { sessions[it] = uid }

    fun owns(token: String?, uid: Int): Boolean = token != null && sessions[token] == uid

    fun issue(token: String, uid: Int, tool: String): String {
        holds[token] = Hold(uid, tool)
        return token
    }

    fun take(token: String?, uid: Int, tool: String): Boolean {
        val hold = holds.remove(token ?: return false) ?: return false
        return hold.uid == uid && hold.tool == tool
    }
}
