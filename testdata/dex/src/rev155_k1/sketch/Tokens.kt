package com.tidewell.home

import java.security.MessageDigest
import java.security.SecureRandom
import java.util.concurrent.atomic.AtomicInteger

object Tokens {
    private val random = SecureRandom()
    private val requestCodes = AtomicInteger()

    /** Session and resume tokens and message references, from the platform's CSPRNG. */
    fun secure(bytes: Int = 32): String {
        val raw = ByteArray(bytes)
        random.nextBytes(raw)
        return raw.toHex()
    }

    /** PendingIntent request codes: one per PendingIntent, so FLAG_UPDATE_CURRENT never merges two held calls. */
    fun nextRequestCode(): Int = requestCodes.incrementAndGet()
}

fun ByteArray.toHex(): String {
    val out = StringBuilder(size * 2)
    for (b in this) out.append(HEX[(b.toInt() shr 4) and 0xf]).append(HEX[b.toInt() and 0xf])
    return out.toString()
}

private const val HEX = "0123456789abcdef"

fun sha256Hex(bytes: ByteArray): String = MessageDigest.getInstance("SHA-256").digest(bytes).toHex()

fun hexBytes(hex: String): ByteArray = ByteArray(hex.length / 2) { hex.substring(2 * it, 2 * it + 2).toInt(16).toByte() }
