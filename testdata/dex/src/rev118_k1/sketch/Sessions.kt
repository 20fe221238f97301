package com.quillbox

import android.util.Base64
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.update
import java.security.SecureRandom

class Session(val uid: Int, val expiresAt: Long)

// Negotiated sessions, bound to the UID that negotiated them; the map lives in a StateFlow.
class SessionBook(private val ttlMs: Long = 6 * 60 * 60 * 1000L) {
    private val random = SecureRandom()
    private val live = MutableStateFlow<Map<String, Session>>(emptyMap())

    fun open(uid: Int): String {
        val bytes = ByteArray(24)
        random.nextBytes(bytes)
        val token = Base64.encodeToString(bytes, Base64.NO_WRAP or Base64.URL_SAFE)
        live.update { it + (token to Session(uid, System.currentTimeMillis() + ttlMs)) }
        return token
    }

    fun find(token: String?, uid: Int): Session? {
        if (token == null) return null
        val session = live.value[token] ?: return null
        if (session.uid != uid || session.expiresAt < System.currentTimeMillis()) return null
        return session
    }
}
