package app.quire.reader.cetp

import java.security.MessageDigest
import java.security.SecureRandom

/** Session tokens, resume tokens and export names: bytes from SecureRandom, in hex. */
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
    for (b in this) {
        out.append(HEX[(b.toInt() shr 4) and 0xf]).append(HEX[b.toInt() and 0xf])
    }
    return out.toString()
}

fun String.hexToBytes(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }

fun sha256Hex(bytes: ByteArray): String = MessageDigest.getInstance("SHA-256").digest(bytes).toHex()

private const val HEX = "0123456789abcdef"
