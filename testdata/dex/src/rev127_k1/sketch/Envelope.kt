package com.hearthly

import android.os.Bundle
import java.security.MessageDigest

/** One extra of the type asked for, or null when it is absent or of another type. */
inline fun <reified T : Any> Bundle?.value(key: String): T? = this?.get(key) as? T

val Bundle?.protocolVersion: Int get() = value<Int>("protocol_version") ?: 1
val Bundle?.sessionToken: String? get() = value<String>("session_token")
val Bundle?.requestId: String? get() = value<String>("request_id")
val Bundle?.deadlineAt: Long get() = value<Long>("deadline_at_ms") ?: 0L

/** The fields of one ContentResolver.call(), read once at the provider's entry. */
class Envelope(
    val method: String,
    val version: Int,
    val sessionToken: String?,
    val requestId: String?,
    val deadlineAt: Long,
    val tool: String? = null,
    val args: String? = null,
    val resumeToken: String? = null,
    val consumerVersions: IntArray? = null,
) {
    /** SHA-256 of the argument bytes: tickets and receipts are bound to it. */
    val argsDigest: String by lazy(LazyThreadSafetyMode.NONE) { sha256(args.orEmpty()) }

    val pastDeadline: Boolean get() = deadlineAt <= System.currentTimeMillis()

    /** How long a handler may wait for the worker: until the deadline, at most eight seconds. */
    val budgetMillis: Long get() = (deadlineAt - System.currentTimeMillis()).coerceIn(1L, 8_000L)

    val argsTooLarge: Boolean get() = (args?.toByteArray()?.size ?: 0) > MAX_REQUEST_BYTES

    companion object {
        const val MAX_REQUEST_BYTES = 65536
    }
}

fun Bundle?.envelope(method: String): Envelope = Envelope(
    method = method,
    version = protocolVersion,
    sessionToken = sessionToken,
    requestId = requestId,
    deadlineAt = deadlineAt,
    tool = value("tool_name"),
    args = value("args"),
    resumeToken = value("resume_token"),
    consumerVersions = value("consumer_versions"),
)

fun sha256(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }
