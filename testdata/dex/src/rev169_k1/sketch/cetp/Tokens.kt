package app.trailmark.logbook.cetp

import java.io.File
import java.security.MessageDigest
import java.security.SecureRandom
import java.util.concurrent.atomic.AtomicLong

interface TokenSource {
    fun next(): String
}

class SecureTokens(private val random: SecureRandom, private val bytes: Int = 32) : TokenSource {
    override fun next(): String = ByteArray(bytes).also { random.nextBytes(it) }.toHex()
}

/** Short ordered ids, easy to read out from a log or a support ticket. */
class SequenceTokens(private val prefix: String, private val counter: AtomicLong) : TokenSource {
    override fun next(): String = prefix + counter.incrementAndGet().toString(36)
}

object TokenSources {
    val secure: TokenSource by lazy { SecureTokens(SecureRandom()) }
    val tickets: TokenSource by lazy { SequenceTokens("rt-", AtomicLong(System.currentTimeMillis())) }
}

fun ByteArray.toHex(): String = buildString(size * 2) {
    for (b in this@toHex) append(HEX[(b.toInt() shr 4) and 0xf]).append(HEX[b.toInt() and 0xf])
}

fun String.sha256Hex(): String = MessageDigest.getInstance("SHA-256").digest(toByteArray()).toHex()

fun File.sha256Hex(): String {
    val digest = MessageDigest.getInstance("SHA-256")
    inputStream().use { input ->
        val buffer = ByteArray(8192)
        while (true) {
            val n = input.read(buffer)
            if (n < 0) break
            digest.update(buffer, 0, n)
        }
    }
    return digest.digest().toHex()
}

fun String.hexToBytes(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }

private const val HEX = "0123456789abcdef"
