package com.example.r33k1

import java.util.concurrent.ConcurrentHashMap

// Sessions.kt: negotiate's session tokens, bound to the calling UID.

object Sessions {
    private val live = ConcurrentHashMap<SessionToken, Int>()

    fun open(uid: Int): String {
        val token = SessionToken.mint()
        live[token] = uid
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r33k1\",\"session_token\":\"${token.value}\"}"
    }

    fun valid(raw: String?, uid: Int): Boolean = raw != null && live[SessionToken(raw)] == uid
}
