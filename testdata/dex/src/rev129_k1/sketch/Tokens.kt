package com.larkbook

import android.util.Base64
import java.security.SecureRandom

const val TOKEN_FLAGS = Base64.URL_SAFE or Base64.NO_WRAP or Base64.NO_PADDING

/** The resume token of one resolution. */
@JvmInline
value class ResumeToken(val value: String)

/** Makes resume tokens from the bytes [entropy] gives. */
class TokenMint(private val entropy: (Int) -> ByteArray) {
    fun next(): ResumeToken = ResumeToken(Base64.encodeToString(entropy(TOKEN_BYTES), TOKEN_FLAGS))

    companion object {
        const val TOKEN_BYTES = 24
    }
}

private val secure = SecureRandom()

fun secureBytes(size: Int): ByteArray = ByteArray(size).also(secure::nextBytes)

fun secureToken(size: Int): String = Base64.encodeToString(secureBytes(size), TOKEN_FLAGS)
