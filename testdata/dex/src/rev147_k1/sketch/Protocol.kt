package com.tidemark.invoices

import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.os.Parcelable
import org.json.JSONObject
import java.security.MessageDigest

const val TAG = "Tidemark"

val Bundle.protocolVersion: Int get() = getInt("protocol_version", 1)
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.rawArgs: String get() = getString("args") ?: "{}"
val Bundle.resumeToken: String? get() = getString("resume_token")
val Bundle.operationId: String? get() = getString("operation_id")

/** One v2 call after the envelope was accepted: the caller's UID was read in call(), on the Binder thread. */
class ToolCall(val uid: Int, val callerPackage: String, val session: Session, val extras: Bundle) {
    val toolName: String get() = extras.toolName
    val requestId: String get() = extras.requestId.orEmpty()
    val resumeToken: String? get() = extras.resumeToken
    val deadlineAtMs: Long get() = extras.getLong("deadline_at_ms", 0L)
    val args: JSONObject by lazy { JSONObject(extras.rawArgs) }
    val argsDigest: String by lazy { sha256(extras.rawArgs) }
}

/** What a method answers, before it becomes a Bundle. */
sealed interface Outcome {
    class Done(val value: JSONObject) : Outcome
    class Accepted(val operationId: String, val pollAfterMs: Long) : Outcome
    class Failed(val code: String, val message: String, val retryable: Boolean = false) : Outcome
    class NeedsUser(val message: String, val resolution: Parcelable, val resumeToken: String) : Outcome
    class Status(val data: JSONObject, val resultFd: ParcelFileDescriptor?) : Outcome
}

fun problem(code: String, message: String, retryable: Boolean = false): Outcome.Failed = Outcome.Failed(code, message, retryable)

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
    when (outcome) {
        is Outcome.Done -> {
            out.putString("status", "success")
            out.putString("data", JSONObject().put("kind", "inline").put("value", outcome.value).toString())
        }
        is Outcome.Accepted -> {
            out.putString("status", "accepted")
            out.putString("data", JSONObject().put("operation_id", outcome.operationId).put("poll_after_ms", outcome.pollAfterMs).toString())
        }
        is Outcome.Failed -> out.putError(outcome.code, outcome.message, outcome.retryable)
        is Outcome.NeedsUser -> {
            out.putError("USER_ACTION_REQUIRED", outcome.message, false)
            out.putParcelable("resolution", outcome.resolution)
            out.putString("resume_token", outcome.resumeToken)
        }
        is Outcome.Status -> {
            out.putString("status", "success")
            out.putString("data", outcome.data.toString())
            if (outcome.resultFd != null) out.putParcelable("result_fd", outcome.resultFd)
        }
    }
    return out
}

fun sha256(text: String): String = MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).toHex()

fun ByteArray.toHex(): String = joinToString("") { "%02x".format(it) }

fun hexBytes(hex: String): ByteArray = ByteArray(hex.length / 2) { hex.substring(it * 2, it * 2 + 2).toInt(16).toByte() }
