package app.quillmark.notes.cetp

import android.os.ParcelFileDescriptor
import java.io.File
import java.io.FileInputStream
import java.io.InputStream
import java.security.MessageDigest
import java.security.SecureRandom

/** Session tokens, operation ids and the notes provider's resume tokens come from here. */
object Tokens {
    private val random by lazy { SecureRandom() }

    @JvmStatic
    fun mint(bytes: Int): String = ByteArray(bytes).also { random.nextBytes(it) }.hex

    @JvmStatic
    fun operationId(): String = "op_" + mint(16)
}

private const val HEX = "0123456789abcdef"

val ByteArray.hex: String
    get() = buildString(size * 2) {
        for (b in this@hex) {
            append(HEX[(b.toInt() shr 4) and 0xf])
            append(HEX[b.toInt() and 0xf])
        }
    }

fun String.unhex(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }

fun sha256(bytes: ByteArray): String = MessageDigest.getInstance("SHA-256").digest(bytes).hex

/** Size and digest of a result file, read through its own read-only descriptor (closing it closes the stream's fd). */
fun digestOf(file: File): Pair<Long, String> =
    ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY).use { pfd ->
        FileInputStream(pfd.fileDescriptor).digest()
    }

private fun InputStream.digest(): Pair<Long, String> {
    val digest = MessageDigest.getInstance("SHA-256")
    val buffer = ByteArray(8192)
    var size = 0L
    while (true) {
        val n = read(buffer)
        if (n < 0) break
        digest.update(buffer, 0, n)
        size += n
    }
    return size to digest.digest().hex
}
