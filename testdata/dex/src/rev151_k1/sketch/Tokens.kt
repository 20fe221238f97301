package com.tallyfold.money

import java.security.MessageDigest
import java.security.SecureRandom
import kotlin.random.Random
import kotlin.random.asKotlinRandom

/** The app's CSPRNG, behind Kotlin's Random so the token helpers take either. */
object Entropy {
    val secure: Random = SecureRandom().asKotlinRandom()
}

/** [bytes] bytes of this source as lowercase hex. */
fun Random.token(bytes: Int): String = nextBytes(bytes).toHex()

fun ByteArray.toHex(): String = joinToString("") { "%02x".format(it) }

fun sha256Hex(text: String): String = MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).toHex()

fun hexBytes(hex: String): ByteArray = ByteArray(hex.length / 2) { hex.substring(2 * it, 2 * it + 2).toInt(16).toByte() }
