package app.larder.kitchen.cetp

import java.security.MessageDigest
import java.security.SecureRandom

/** Session tokens, approval tokens and operation ids: CSPRNG bytes in hex. */
object Tokens {
    private val random = SecureRandom()

    @JvmStatic
    fun fresh(bytes: Int = 32): String = ByteArray(bytes).also(random::nextBytes).toHex()
}

fun ByteArray.toHex(): String = joinToString("") { "%02x".format(it) }

fun sha256Hex(text: String): String = MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).toHex()

fun ByteArray.sha256Hex(): String = MessageDigest.getInstance("SHA-256").digest(this).toHex()
