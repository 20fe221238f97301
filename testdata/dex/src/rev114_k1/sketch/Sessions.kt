package com.harborfiles

import android.util.Base64
import java.security.SecureRandom

data class Session(val token: String, val uid: Int, val expiresAt: Long) {
    fun expired(now: Long = System.currentTimeMillis()): Boolean = now >= expiresAt
}

/** Session tokens and share links: 24 bytes from the platform CSPRNG. */
object Tokens {
    private val secure = SecureRandom()

    fun opaque(): String = ByteArray(24).also { secure.nextBytes(it) }.let {
        Base64.encodeToString(it, Base64.NO_WRAP or Base64.URL_SAFE)
    }
}
