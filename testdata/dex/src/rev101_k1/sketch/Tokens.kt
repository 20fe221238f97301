package com.seedswap

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

    fun quick(): String = "seed-" + System.currentTimeMillis()
}

object Sessions {
    private val open = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String = Tokens.secure().also { open[it] = uid }

    fun owns(token: String?, uid: Int): Boolean = token != null && open[token] == uid
}
