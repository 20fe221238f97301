package io.quillkit.notes.core

import java.nio.file.Path

// The shared core's platform seams; the Android app supplies the "actual" side (platform/).

interface PlatformClock {
    fun nowMs(): Long
}

interface PlatformRandom {
    /** [bytes] unpredictable bytes, as lowercase hex. */
    fun token(bytes: Int): String
}

interface PlatformStorage {
    val root: Path
}

interface PlatformDigest {
    fun sha256(data: ByteArray): String
}

interface Reminders {
    fun schedule(noteId: String, atMs: Long)
    fun quickReply(noteId: String)
}
