package com.harborpass.ops

import android.util.Base64
import java.security.SecureRandom

/** Resume tokens for the confirmation screens, bound to the caller's uid and single-use. */
object Holds {
    private val random = SecureRandom()
    private val held = HashMap<String, Int>()

    fun secure(): String {
        val raw = ByteArray(24)
        random.nextBytes(raw)
        return Base64.encodeToString(raw, Base64.NO_WRAP or Base64.URL_SAFE)
    }

    fun quick(berth: String): String = "hold-" + berth + "-" + System.currentTimeMillis()

    fun issue(token: String, uid: Int): String {
        held[token] = uid
        return token
    }

    fun take(token: String?, uid: Int): Boolean {
        if (token == null) return false
        val owner = held.remove(token) ?: return false
        return owner == uid
    }
}
