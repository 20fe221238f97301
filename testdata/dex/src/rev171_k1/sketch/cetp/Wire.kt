package app.larder.kitchen.cetp

import android.os.Bundle
import org.json.JSONObject

const val APP_ID = "app.larder.kitchen"
const val TAG = "LarderTools"
const val MAX_REQUEST_BYTES = 65536
const val MAX_INLINE_BYTES = 262144
const val ASYNC = "async_operations"
const val CANCELLATION = "cancellation"

val V2_METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")

/** The §5 codes Larder answers with, with their retryable value. */
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
    INTERNAL_ERROR(false),
}

/** Read-side view of a request Bundle; each field is read where it is used. */
class Envelope(val extras: Bundle) {
    val protocolVersion: Int get() = extras.getInt("protocol_version", 0)
    val requestId: String? get() = extras.getString("request_id")
    val sessionToken: String? get() = extras.getString("session_token")
    val deadlineAtMs: Long get() = extras.getLong("deadline_at_ms", 0L)
    val toolName: String get() = extras.getString("tool_name").orEmpty()
    val args: String get() = extras.getString("args") ?: "{}"
    val resumeToken: String? get() = extras.getString("resume_token")
    val operationId: String? get() = extras.getString("operation_id")
}

fun reply(requestId: String?, status: String): Bundle = Bundle().apply {
    putString("status", status)
    putInt("protocol_version", 2)
    requestId?.let { putString("request_id", it) }
}

fun errorReply(requestId: String?, code: ErrorCode, message: String): Bundle = reply(requestId, "error").apply {
    putString("error_code", code.name)
    putString("error_message", message)
    putBoolean("retryable", code.retryable)
}

fun successReply(requestId: String, data: JSONObject): Bundle =
    reply(requestId, "success").also { it.putString("data", data.toString()) }

/** null when protocol_version and request_id are usable, else the INVALID_REQUEST answer. */
fun Envelope.problem(): Bundle? = when {
    protocolVersion != 2 -> errorReply(requestId, ErrorCode.INVALID_REQUEST, "protocol_version must be 2.")
    requestId.isNullOrBlank() -> errorReply(null, ErrorCode.INVALID_REQUEST, "request_id is required.")
    else -> null
}

/** The args as a JSON object, or a failure when they are too large or not an object. */
fun parseArgs(raw: String): Result<JSONObject> = runCatching {
    require(raw.toByteArray().size <= MAX_REQUEST_BYTES) { "args too large" }
    JSONObject(raw)
}
