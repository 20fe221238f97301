package io.quillkit.notes.platform

import android.content.Context
import io.quillkit.notes.core.PlatformClock
import io.quillkit.notes.core.PlatformDigest
import io.quillkit.notes.core.PlatformRandom
import io.quillkit.notes.core.PlatformStorage
import io.quillkit.notes.core.hex
import java.nio.file.Path
import java.nio.file.Paths
import java.security.MessageDigest
import java.security.SecureRandom

// The Android "actual" side of the shared core's platform seams.

object SystemClock : PlatformClock {
    override fun nowMs(): Long = System.currentTimeMillis()
}

object SecureTokens : PlatformRandom {
    private val random = SecureRandom()

    override fun token(bytes: Int): String {
        val buf = ByteArray(bytes)
        random.nextBytes(buf)
        return buf.hex
    }
}

object Sha256 : PlatformDigest {
    override fun sha256(data: ByteArray): String = MessageDigest.getInstance("SHA-256").digest(data).hex
}

class AndroidStorage(context: Context, area: String) : PlatformStorage {
    override val root: Path = Paths.get(context.filesDir.path, area).toAbsolutePath().normalize()
}
