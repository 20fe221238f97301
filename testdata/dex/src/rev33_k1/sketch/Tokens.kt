package com.example.r33k1

import android.util.Base64
import java.security.SecureRandom
import kotlin.random.Random
import kotlin.random.asKotlinRandom

// Tokens.kt: Latchkey's tokens are value classes so a door id can never be
// passed where a token is expected.

@JvmInline
value class SessionToken(val value: String) {
    companion object {
        private val rng: Random = SecureRandom().asKotlinRandom()

        @JvmStatic
        fun mint(): SessionToken = SessionToken(rng.nextBytes(24).urlSafe())
    }
}

@JvmInline
value class ResumeToken(val value: String) {
    companion object {
        @JvmStatic
        fun mint(): ResumeToken = ResumeToken(Random.nextBytes(18).urlSafe())
    }
}

@JvmInline
value class OperationId(val value: String)

fun ByteArray.urlSafe(): String = Base64.encodeToString(this, Base64.URL_SAFE or Base64.NO_WRAP)
