package com.example.r33k2

import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

// Sessions.kt: negotiate's session tokens, bound to the calling UID.

object Sessions {
    private val rng = SecureRandom()
    private val live = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String {
        val token = Base64.encodeToString(ByteArray(24).also(rng::nextBytes), Base64.URL_SAFE or Base64.NO_WRAP)
        live[token] = uid
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r33k2\",\"session_token\":\"$token\"}"
    }

    fun valid(token: String?, uid: Int): Boolean = token != null && live[token] == uid
}
