package app.keelson.backup.cetp

import java.security.SecureRandom
import java.util.Random

/** A background execution as the Consumer names it in get_operation and cancel_operation. */
@JvmInline
value class OperationId(val raw: String) {
    companion object {
        private val random = SecureRandom()

        fun next(): OperationId = OperationId("op_" + ByteArray(16).also { random.nextBytes(it) }.hex())

        /** The operation_id of a request, when it has the shape [next] gives. */
        fun parse(raw: String?): OperationId? =
            if (raw != null && raw.startsWith("op_") && raw.length == 35) OperationId(raw) else null
    }
}

/** Resumes an execute_tool call that waits for the user (a confirmation, a grant, a sign-in). */
@JvmInline
value class ResumeToken(val raw: String) {
    companion object {
        /** 24 bytes drawn from [source], as hex. */
        fun mint(source: Random): ResumeToken {
            val bytes = ByteArray(24)
            source.nextBytes(bytes)
            return ResumeToken(bytes.hex())
        }
    }
}

/** An Android package name: the caller's, or the app a tool is about. */
@JvmInline
value class PackageName(val raw: String)

/** A row of the snapshots table. */
@JvmInline
value class SnapshotId(val raw: Long) {
    val isValid: Boolean get() = raw > 0L
}

fun ByteArray.hex(): String = joinToString("") { "%02x".format(it) }
