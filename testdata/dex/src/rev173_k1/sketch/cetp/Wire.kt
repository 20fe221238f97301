package app.quire.reader.cetp

import android.os.Bundle
import org.json.JSONObject

const val APP_ID = "app.quire.reader"
const val TAG = "QuireTools"
const val MAX_REQUEST_BYTES = 65536
const val MAX_INLINE_BYTES = 262144
const val ASYNC = "async_operations"
const val CANCELLATION = "cancellation"
const val LARGE_RESULTS = "large_results"

val V2_METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")

/** The §5 codes Quire answers with, and their retryable value. */
enum class ErrorCode(val retryable: Boolean) {
    UNSUPPORTED_VERSION(false),
    UNSUPPORTED_CAPABILITY(false),
    NEGOTIATION_REQUIRED(true),
    AUTH_REQUIRED(false),
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
    UNAVAILABLE(true),
    INTERNAL_ERROR(false),
}

/** The request Bundle, read field by field where each is needed. */
class Envelope(val extras: Bundle) {
    val protocolVersion: Int get() = extras.getInt("protocol_version", 0)
    val requestId: String? get() = extras.getString("request_id")
    val sessionToken: String? get() = extras.getString("session_token")
    val deadlineAtMs: Long get() = extras.getLong("deadline_at_ms", 0L)
    val toolName: String get() = extras.getString("tool_name") ?: ""
    val args: String get() = extras.getString("args") ?: "{}"
    val resumeToken: String? get() = extras.getString("resume_token")
    val operationId: String? get() = extras.getString("operation_id")
}

fun reply(requestId: String?, status: String): Bundle {
    val out = Bundle()
    out.putString("status", status)
    out.putInt("protocol_version", 2)
    if (requestId != null) out.putString("request_id", requestId)
    return out
}

fun errorReply(requestId: String?, code: ErrorCode, message: String): Bundle {
    val out = reply(requestId, "error")
    out.putString("error_code", code.name)
    out.putString("error_message", message)
    out.putBoolean("retryable", code.retryable)
    return out
}

fun successReply(requestId: String, data: JSONObject): Bundle {
    val out = reply(requestId, "success")
    out.putString("data", data.toString())
    return out
}

/** null when protocol_version and request_id are usable, else the INVALID_REQUEST answer. */
fun Envelope.problem(): Bundle? = when {
    protocolVersion != 2 -> errorReply(requestId, ErrorCode.INVALID_REQUEST, "protocol_version must be 2.")
    requestId.isNullOrBlank() -> errorReply(null, ErrorCode.INVALID_REQUEST, "request_id is required.")
    else -> null
}

/** The args as one JSON object within max_request_bytes, or null. */
fun parseArgs(raw: String): JSONObject? =
    if (raw.toByteArray().size > MAX_REQUEST_BYTES) null else runCatching { JSONObject(raw) }.getOrNull()
