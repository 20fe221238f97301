package com.larderly.pantry

import android.os.Bundle
import org.json.JSONObject
import java.security.MessageDigest

const val TAG = "Larderly"

val Bundle.protocolVersion: Int get() = getInt("protocol_version", 1)
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.sessionToken: SessionId? get() = getString("session_token")?.let { SessionId(it) }
val Bundle.deadlineAtMs: Long get() = getLong("deadline_at_ms", 0L)
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.rawArgs: String get() = getString("args") ?: "{}"
val Bundle.resumeToken: String? get() = getString("resume_token")

/** An argument of the agent's JSON, or null when it is absent or of another type. */
inline fun <reified T> JSONObject.arg(name: String): T? = opt(name) as? T

class ToolCall(val caller: CallerUid, val callerPackage: String, val extras: Bundle) {
    val toolName: String get() = extras.toolName
    val rawArgs: String get() = extras.rawArgs
    val requestId: String get() = extras.requestId.orEmpty()
    val resumeToken: String? get() = extras.resumeToken
    val args: JSONObject by lazy { JSONObject(rawArgs) }
    val argsDigest: String by lazy { sha256(rawArgs) }

    fun argMap(): Map<String, Any?> = args.keys().asSequence().associateWith { args.opt(it) }
}

sealed class Outcome {
    class Done(val value: JSONObject) : Outcome()
    class Failed(val code: String, val message: String, val retryable: Boolean = false) : Outcome()
    class NeedsUser(val message: String, val resolution: Resolution) : Outcome()
}

inline fun <R> Outcome.fold(
    done: (JSONObject) -> R,
    failed: (Outcome.Failed) -> R,
    needsUser: (Outcome.NeedsUser) -> R,
): R = when (this) {
    is Outcome.Done -> done(value)
    is Outcome.Failed -> failed(this)
    is Outcome.NeedsUser -> needsUser(this)
}

fun invalid(message: String): Outcome = Outcome.Failed("INVALID_ARGS", message)

fun Bundle.putError(code: String, message: String, retryable: Boolean) {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}

fun render(outcome: Outcome, requestId: String?): Bundle {
    val out = Bundle()
    out.putInt("protocol_version", 2)
    if (requestId != null) out.putString("request_id", requestId)
    outcome.fold(
        done = { value ->
            out.putString("status", "success")
            out.putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
        },
        failed = { out.putError(it.code, it.message, it.retryable) },
        needsUser = {
            out.putError("USER_ACTION_REQUIRED", it.message, false)
            out.putParcelable("resolution", it.resolution.pendingIntent)
            out.putString("resume_token", it.resolution.resumeToken)
        },
    )
    return out
}

fun sha256(text: String): String = MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).toHex()

fun ByteArray.toHex(): String = joinToString("") { "%02x".format(it) }

fun hexBytes(hex: String): ByteArray = ByteArray(hex.length / 2) { hex.substring(it * 2, it * 2 + 2).toInt(16).toByte() }
