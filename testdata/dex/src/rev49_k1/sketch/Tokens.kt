package com.shedshare.lend

import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

class Hold(val uid: Int, val tool: String)

object Resumes {
    private val held = ConcurrentHashMap<String, Hold>()

    fun hold(token: String, uid: Int, tool: String) {
        held[token] = Hold(uid, tool)
    }

    fun take(token: String?, uid: Int, tool: String): Boolean {
        val h = token?.let { held.remove(it) } ?: return false
        return h.uid == uid && h.tool == tool
    }
}

object Sessions {
    private val rng = SecureRandom()
    private val owners = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String {
        val token = Base64.encodeToString(ByteArray(32).also { rng.nextBytes(it) }, Base64.NO_WRAP or Base64.URL_SAFE)
        owners[token] = uid
        return token
    }

    fun owns(token: String?, uid: Int): Boolean = token != null && owners[token] == uid
}
