package io.kanbu.app.core

import java.security.MessageDigest
import java.security.SecureRandom

object Tokens {
    private val random = SecureRandom()

    fun random(bytes: Int = 24): String {
        val buf = ByteArray(bytes)
        random.nextBytes(buf)
        return hex(buf)
    }

    fun sha256(text: String): String =
        hex(MessageDigest.getInstance("SHA-256").digest(text.toByteArray(Charsets.UTF_8)))

    @JvmStatic
    fun hex(bytes: ByteArray): String {
        val out = StringBuilder(bytes.size * 2)
        for (b in bytes) {
            val v = b.toInt() and 0xff
            out.append(DIGITS[v shr 4]).append(DIGITS[v and 0x0f])
        }
        return out.toString()
    }

    private const val DIGITS = "0123456789abcdef"
}

fun String.unhex(): ByteArray {
    require(length % 2 == 0) { "odd length" }
    return ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }
}
