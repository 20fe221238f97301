package com.brambleway

import android.util.Base64
import java.security.SecureRandom
import java.util.Random

@JvmInline
value class ResumeToken(val raw: String)

@JvmInline
value class SessionToken(val raw: String)

@JvmInline
value class TripId(val raw: String)

@JvmInline
value class BookingRef(val raw: String)

/** Where opaque ids come from. */
interface TokenSource {
    fun next(): String
}

private const val TOKEN_FLAGS = Base64.URL_SAFE or Base64.NO_WRAP or Base64.NO_PADDING

fun Random.token(bytes: Int = 24): String = ByteArray(bytes).also { nextBytes(it) }.let { Base64.encodeToString(it, TOKEN_FLAGS) }

/** Ids from the platform's CSPRNG. */
object SecureIds : TokenSource {
    private val rng = SecureRandom()

    override fun next(): String = rng.token()
}

/** Short, cheap ids: audit trace ids, receipt numbers. */
object QuickIds : TokenSource {
    private val rng = Random()

    override fun next(): String = rng.token(bytes = 12)
}
