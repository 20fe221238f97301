package com.parcelnest.app

import java.security.MessageDigest
import java.security.SecureRandom

/** Session and resume tokens, and pickup codes, from the platform's CSPRNG. */
object Tokens {
    private val random = SecureRandom()

    fun next(bytes: Int = 32): String = ByteArray(bytes).also { random.nextBytes(it) }.toHex()

    fun pickupCode(): String = (100000 + random.nextInt(900000)).toString()
}

fun ByteArray.toHex(): String = joinToString("") { "%02x".format(it) }

fun sha256Hex(bytes: ByteArray): String = MessageDigest.getInstance("SHA-256").digest(bytes).toHex()

fun hexBytes(hex: String): ByteArray = ByteArray(hex.length / 2) { hex.substring(2 * it, 2 * it + 2).toInt(16).toByte() }
