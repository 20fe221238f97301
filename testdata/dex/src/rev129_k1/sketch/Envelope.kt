package com.larkbook

import android.os.Bundle
import org.json.JSONException
import org.json.JSONObject
import java.security.MessageDigest

/** The arguments of one execute_tool, as the handlers read them. */
@JvmInline
value class Args(private val json: JSONObject) {
    /** A non-empty string argument, or null. */
    operator fun get(key: String): String? = json.optString(key, "").takeIf { it.isNotEmpty() }

    fun flag(key: String): Boolean = json.optBoolean(key, false)

    fun int(key: String, default: Int): Int = json.optInt(key, default)
}

fun parseArgs(text: String?): Either<Fault, Args> =
    try {
        Either.Right(Args(JSONObject(text ?: "{}")))
    } catch (e: JSONException) {
        Either.Left(Fault("INVALID_ARGS", "args must be a JSON object"))
    }

/** The fields of one ContentResolver.call(), read once at the provider's entry. */
class Envelope(
    val method: String,
    val version: Int,
    val session: SessionToken?,
    val requestId: String?,
    val deadlineAt: Long,
    val tool: String?,
    val args: String?,
    val resumeToken: ResumeToken?,
    val consumerVersions: IntArray?,
) {
    /** SHA-256 of the argument bytes: tickets and receipts are bound to it. */
    val argsDigest: String by lazy(LazyThreadSafetyMode.NONE) { sha256(args.orEmpty()) }

    val pastDeadline: Boolean get() = deadlineAt <= System.currentTimeMillis()

    val argsTooLarge: Boolean get() = (args?.toByteArray()?.size ?: 0) > MAX_REQUEST_BYTES

    companion object {
        const val MAX_REQUEST_BYTES = 65536
    }
}

fun Bundle?.envelope(method: String): Envelope = Envelope(
    method = method,
    version = this?.getInt("protocol_version", 1) ?: 1,
    session = this?.getString("session_token")?.let(::SessionToken),
    requestId = this?.getString("request_id"),
    deadlineAt = this?.getLong("deadline_at_ms", 0L) ?: 0L,
    tool = this?.getString("tool_name"),
    args = this?.getString("args"),
    resumeToken = this?.getString("resume_token")?.let(::ResumeToken),
    consumerVersions = this?.getIntArray("consumer_versions"),
)

fun sha256(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }
