package app.kestrel.notes.cetp

import java.security.MessageDigest
import java.security.SecureRandom

object Tokens {
    private val random = SecureRandom()

    @JvmStatic
    fun fresh(bytes: Int = 32): String {
        val raw = ByteArray(bytes)
        random.nextBytes(raw)
        return raw.toHex()
    }
}

fun ByteArray.toHex(): String {
    val out = StringBuilder(size * 2)
    for (b in this) out.append(DIGITS[(b.toInt() shr 4) and 0xf]).append(DIGITS[b.toInt() and 0xf])
    return out.toString()
}

fun sha256Hex(bytes: ByteArray): String = MessageDigest.getInstance("SHA-256").digest(bytes).toHex()

private const val DIGITS = "0123456789abcdef"
