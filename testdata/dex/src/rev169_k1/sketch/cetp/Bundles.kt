package app.trailmark.logbook.cetp

import android.content.Context
import android.os.Bundle
import java.io.File

// Request fields, read where they are needed.
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.protocolVersion: Int get() = getInt("protocol_version", 0)
val Bundle.deadlineAtMs: Long get() = getLong("deadline_at_ms", 0L)
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.argsJson: String get() = getString("args") ?: "{}"
val Bundle.resumeToken: String? get() = getString("resume_token")
val Bundle.operationId: String? get() = getString("operation_id")

/** The package a Consumer says it calls from. Self-reported: for diagnostics, never for access decisions. */
val Bundle.callingPackage: String? get() = getString("calling_package")

/** Recorded hike tracks (JSON), written by the recorder while a hike is on. */
val Context.trackDir: File get() = File(filesDir, "tracks")

/** One JSON log of sensor samples per day, written by the recorder. */
val Context.dayLogDir: File get() = File(filesDir, "daylogs")

/** [file] when it is a regular file inside [dir], after resolving `..` and links. */
fun File.inside(dir: File): File? =
    canonicalFile.takeIf { it.path.startsWith(dir.canonicalPath + File.separator) && it.isFile }
