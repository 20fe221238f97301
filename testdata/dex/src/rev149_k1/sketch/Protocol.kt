package net.switchyard.hub

import android.os.Bundle
import android.os.Parcelable
import org.json.JSONObject
import java.security.MessageDigest

const val TAG = "Switchyard"

// The envelope fields of a v2 call.
val Bundle.protocolVersion: Int get() = getInt("protocol_version", 1)
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.deadlineAtMs: Long get() = getLong("deadline_at_ms", 0L)

/** An admitted v2 call. [uid] is the caller's UID as call() read it on the Binder thread. */
class ToolCall(val uid: Int, val callerPackage: String, val session: Session, val extras: Bundle) {
    val toolName: String get() = extras.getString("tool_name").orEmpty()
    val requestId: String get() = extras.requestId.orEmpty()
    val resumeToken: String? get() = extras.getString("resume_token")
    private val rawArgs: String get() = extras.getString("args") ?: "{}"
    val args: JSONObject by lazy { JSONObject(rawArgs) }
    val argsDigest: String by lazy { sha256Hex(rawArgs.toByteArray()) }
}

/** The answer to one method, before it is written into the reply Bundle. */
sealed interface Outcome {
    class Done(val value: JSONObject) : Outcome
    class Failed(val code: String, val message: String, val retryable: Boolean) : Outcome
    class NeedsUser(val message: String, val resolution: Parcelable, val resumeToken: String) : Outcome
}

fun problem(code: String, message: String, retryable: Boolean = false): Outcome = Outcome.Failed(code, message, retryable)

fun Bundle.putError(code: String, message: String, retryable: Boolean) {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}

fun respond(outcome: Outcome, requestId: String?): Bundle {
    val reply = Bundle()
    reply.putInt("protocol_version", 2)
    if (requestId != null) reply.putString("request_id", requestId)
    when (outcome) {
        is Outcome.Done -> {
            reply.putString("status", "success")
            reply.putString("data", JSONObject().put("kind", "inline").put("value", outcome.value).toString())
        }
        is Outcome.Failed -> reply.putError(outcome.code, outcome.message, outcome.retryable)
        is Outcome.NeedsUser -> {
            reply.putError("USER_ACTION_REQUIRED", outcome.message, false)
            reply.putParcelable("resolution", outcome.resolution)
            reply.putString("resume_token", outcome.resumeToken)
        }
    }
    return reply
}

fun ByteArray.toHex(): String = joinToString("") { "%02x".format(it) }

fun sha256Hex(bytes: ByteArray): String = MessageDigest.getInstance("SHA-256").digest(bytes).toHex()

fun hexToBytes(hex: String): ByteArray = ByteArray(hex.length / 2) { hex.substring(2 * it, 2 * it + 2).toInt(16).toByte() }
