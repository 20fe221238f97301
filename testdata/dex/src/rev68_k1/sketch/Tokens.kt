package com.plotshare

import android.util.Base64
import java.security.SecureRandom
import java.util.Random
import java.util.concurrent.ConcurrentHashMap

class Tokens private constructor() {
    companion object {
        private val secure = SecureRandom()
        private val quick = Random()

        @JvmStatic
        fun strong(): String {
            val b = ByteArray(24)
            secure.nextBytes(b)
            return Base64.encodeToString(b, Base64.NO_WRAP or Base64.URL_SAFE)
        }

        @JvmStatic
        fun weak(): String = "turn-" + java.lang.Long.toHexString(quick.nextLong())
    }
}

object Sessions {
    private val owners = ConcurrentHashMap<String, Int>()
    fun open(uid: Int): String = Tokens.strong().also { owners[it] = uid }
    fun owns(token: String?, uid: Int): Boolean = token != null && owners[token] == uid
}

object ResumeBook {
    private val pending = ConcurrentHashMap<String, String>()
    fun issue(uid: Int, tool: String, token: String): String = token.also { pending[it] = "$uid/$tool" }
    fun take(token: String?, uid: Int, tool: String): Boolean = token != null && pending.remove(token) == "$uid/$tool"
}
