package app.larder.core

import java.security.MessageDigest
import java.security.SecureRandom

object Tokens {
    private val rng = SecureRandom()
    private const val ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"

    /** Session tokens: [length] characters of 6 bits each from SecureRandom. */
    fun session(length: Int): String = buildString(length) {
        repeat(length) { append(ALPHABET[rng.nextInt(ALPHABET.length)]) }
    }

    /** Row ids such as `it_0123456789abcdef`: a two-letter kind and 8 random bytes in hex. */
    fun id(kind: String): String = kind + "_" + ByteArray(8).also { rng.nextBytes(it) }.joinToString("") { "%02x".format(it) }

    fun sha256(bytes: ByteArray): String =
        MessageDigest.getInstance("SHA-256").digest(bytes).joinToString("") { "%02x".format(it) }

    fun unhex(text: String): ByteArray =
        ByteArray(text.length / 2) { i -> text.substring(2 * i, 2 * i + 2).toInt(16).toByte() }
}
