package io.quillkit.notes.cetp

import android.app.PendingIntent
import android.os.Bundle
import io.quillkit.notes.core.buildJson
import org.json.JSONObject

/** §5 error codes with their fixed `retryable` value. */
enum class ErrorCode(val retryable: Boolean) {
    UNSUPPORTED_VERSION(false),
    UNSUPPORTED_CAPABILITY(false),
    NEGOTIATION_REQUIRED(true),
    USER_ACTION_REQUIRED(false),
    USER_CANCELLED(false),
    PERMISSION_DENIED(false),
    TOOL_NOT_FOUND(false),
    METHOD_NOT_FOUND(false),
    INVALID_ARGS(false),
    INVALID_REQUEST(false),
    CONFLICT(false),
    DEADLINE_EXCEEDED(false),
    RESULT_TOO_LARGE(false),
    INTERNAL_ERROR(false),
}

const val MAX_REQUEST_BYTES = 65536
const val MAX_INLINE_RESULT_BYTES = 262144

val V2_METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")

fun errorBundle(requestId: String?, code: ErrorCode, message: String): Bundle {
    val out = Bundle()
    out.putString("status", "error")
    out.putString("error_code", code.name)
    out.putString("error_message", message)
    out.putBoolean("retryable", code.retryable)
    out.putInt("protocol_version", 2)
    if (requestId != null) out.putString("request_id", requestId)
    return out
}

fun successBundle(requestId: String, data: JSONObject): Bundle {
    val out = Bundle()
    out.putString("status", "success")
    out.putInt("protocol_version", 2)
    out.putString("request_id", requestId)
    out.putString("data", data.toString())
    return out
}

// Envelope fields, as extension properties over the request extras.
val Bundle.protocolVersion: Int get() = getInt("protocol_version", 0)
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.deadlineAtMs: Long get() = getLong("deadline_at_ms", 0L)
val Bundle.toolName: String get() = getString("tool_name") ?: ""
val Bundle.argsText: String get() = getString("args") ?: "{}"
val Bundle.resumeToken: String? get() = getString("resume_token")
val Bundle.sessionToken: String? get() = getString("session_token")

/** Why a tool call stopped; every message is a fixed sentence. */
sealed class ToolFailure(val code: ErrorCode, val message: String) {
    class BadArgs(field: String) : ToolFailure(ErrorCode.INVALID_ARGS, "Argument '$field' is missing or not valid.")
    class NotGranted(scopes: List<String>) :
        ToolFailure(ErrorCode.PERMISSION_DENIED, "Grant these scopes in Quill first: " + scopes.joinToString(", "))
    object Late : ToolFailure(ErrorCode.DEADLINE_EXCEEDED, "The deadline passed before anything was changed.")
    object ReusedRequestId : ToolFailure(ErrorCode.INVALID_REQUEST, "This request_id was used for a different call.")
    object InFlight : ToolFailure(ErrorCode.CONFLICT, "This request is still being processed.")
    object BadResume : ToolFailure(ErrorCode.INVALID_REQUEST, "The resume_token does not match this call.")
    object Declined : ToolFailure(ErrorCode.USER_CANCELLED, "The user did not approve this action.")
    object TooLarge : ToolFailure(ErrorCode.RESULT_TOO_LARGE, "The result is too large to return inline.")
    object Missing : ToolFailure(ErrorCode.INVALID_ARGS, "Nothing with that id exists.")
    class NeedsConfirmation(val resolution: PendingIntent, val resumeToken: String) :
        ToolFailure(ErrorCode.USER_ACTION_REQUIRED, "Confirm this action in Quill.")
}

class ToolException(val failure: ToolFailure) : Exception()

fun ToolFailure.toBundle(requestId: String): Bundle {
    val out = errorBundle(requestId, code, message)
    if (this is ToolFailure.NeedsConfirmation) {
        out.putParcelable("resolution", resolution)
        out.putString("resume_token", resumeToken)
    }
    return out
}

fun fail(failure: ToolFailure): Nothing = throw ToolException(failure)

/** Arguments: a JSON object no larger than the negotiated request limit. */
fun decodeArgs(text: String): JSONObject {
    if (text.toByteArray(Charsets.UTF_8).size > MAX_REQUEST_BYTES) fail(ToolFailure.BadArgs("args"))
    return try {
        JSONObject(text)
    } catch (e: org.json.JSONException) {
        fail(ToolFailure.BadArgs("args"))
    }
}

private val NAME = Regex("[a-z0-9][a-z0-9_-]{0,31}")

/** A business-level check of an identifier-like argument (book names, note ids). */
fun JSONObject.name(key: String): String {
    val value = optString(key, "")
    if (!NAME.matches(value)) fail(ToolFailure.BadArgs(key))
    return value
}

fun JSONObject.text(key: String, max: Int): String {
    val value = optString(key, "")
    if (value.isEmpty() || value.length > max) fail(ToolFailure.BadArgs(key))
    return value
}

/** A synchronous success: `{"kind":"inline","value":…}`. */
fun inlineResult(requestId: String, value: JSONObject): Bundle = successBundle(requestId, buildJson {
    "kind" by "inline"
    "value" by value
})
