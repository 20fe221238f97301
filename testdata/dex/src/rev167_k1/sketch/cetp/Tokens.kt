package app.tallybook.budget.cetp

import java.security.MessageDigest
import java.security.SecureRandom

object Tokens {
    private val random = SecureRandom()

    fun mint(bytes: Int = 32): String = ByteArray(bytes).also { random.nextBytes(it) }.toHex()

    fun sha256Hex(text: String): String =
        MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).toHex()
}

fun ByteArray.toHex(): String = buildString(size * 2) {
    for (b in this@toHex) {
        append(HEX[(b.toInt() shr 4) and 0xf]).append(HEX[b.toInt() and 0xf])
    }
}

private const val HEX = "0123456789abcdef"
