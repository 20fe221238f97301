package com.quillvault

import android.os.Bundle
import org.json.JSONException
import org.json.JSONObject
import java.security.MessageDigest

/** The fields of one ContentResolver.call(), read once at the provider's entry. */
class Envelope(
    val method: String,
    val version: Int,
    val session: String?,
    val requestId: String?,
    val deadlineAt: Long,
    val tool: String?,
    val args: String?,
    val resumeToken: String?,
    val consumerVersions: IntArray?,
) {
    val argsDigest: String by lazy(LazyThreadSafetyMode.NONE) { sha256(args.orEmpty()) }

    val pastDeadline: Boolean get() = deadlineAt <= System.currentTimeMillis()
}

fun Bundle?.envelope(method: String): Envelope = Envelope(
    method = method,
    version = this?.getInt("protocol_version", 1) ?: 1,
    session = this?.getString("session_token"),
    requestId = this?.getString("request_id"),
    deadlineAt = this?.getLong("deadline_at_ms", 0L) ?: 0L,
    tool = this?.getString("tool_name"),
    args = this?.getString("args"),
    resumeToken = this?.getString("resume_token"),
    consumerVersions = this?.getIntArray("consumer_versions"),
)

/** The args JSON, or a Fault saying why not. */
fun parseArgs(text: String?): Either<Fault, JSONObject> =
    try {
        Either.Right(JSONObject(text ?: "{}"))
    } catch (e: JSONException) {
        Either.Left(Fault("INVALID_ARGS", "args must be a JSON object"))
    }

fun sha256(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }
