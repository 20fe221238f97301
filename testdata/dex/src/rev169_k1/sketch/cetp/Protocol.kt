package app.trailmark.logbook.cetp

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

const val APP_ID = "app.trailmark.logbook"
const val TAG = "TrailTools"
const val MAX_REQUEST_BYTES = 65536
const val ASYNC = "async_operations"
const val CANCELLATION = "cancellation"
const val LARGE_RESULTS = "large_results"

/** §5 codes Trailmark answers with, and whether a Consumer may retry them unchanged. */
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
    UNAVAILABLE(true),
    INTERNAL_ERROR(false),
}

/** One admitted v2 call: the caller call() resolved, the provider, the session, and the request extras. */
class Call private constructor(
    val caller: Caller,
    val providerId: String,
    val session: Session,
    val extras: Bundle,
) {
    val requestId: String get() = extras.requestId.orEmpty()
    val tool: String get() = extras.toolName
    val rawArgs: String get() = extras.argsJson
    val resumeToken: String? get() = extras.resumeToken
    val argsDigest: String by lazy { rawArgs.sha256Hex() }
    val dedupKey: String get() = "${caller.uid}/$providerId/$requestId"

    /** True once deadline_at_ms has passed (an absent deadline counts as passed). */
    val expired: Boolean get() = extras.deadlineAtMs <= Clocks.wall.now()

    fun has(capability: String): Boolean = capability in session.capabilities

    companion object {
        fun admit(extras: Bundle, caller: Caller, providerId: String, session: Session): Call =
            Call(caller, providerId, session, extras)
    }
}

/** What a tool hands back; the provider turns it into the reply Bundle. */
sealed interface ToolResult {
    class Done(val value: JSONObject) : ToolResult
    class File(val file: ResultFile) : ToolResult
    class Accepted(val operationId: String) : ToolResult
    class Failed(val code: ErrorCode, val message: String) : ToolResult
    class NeedsUser(val message: String, val resolution: PendingIntent, val resumeToken: String) : ToolResult
}

fun Bundle.putEnvelope(requestId: String?, status: String): Bundle = apply {
    putString("status", status)
    putInt("protocol_version", 2)
    if (requestId != null) putString("request_id", requestId)
}

fun Bundle.putError(code: ErrorCode, message: String): Bundle = apply {
    putString("error_code", code.name)
    putString("error_message", message)
    putBoolean("retryable", code.retryable)
}

fun errorReply(requestId: String?, code: ErrorCode, message: String): Bundle =
    Bundle().putEnvelope(requestId, "error").putError(code, message)

fun successReply(requestId: String, data: JSONObject): Bundle =
    Bundle().putEnvelope(requestId, "success").apply { putString("data", data.toString()) }

fun ToolResult.toReply(requestId: String): Bundle = when (this) {
    is ToolResult.Done -> successReply(requestId, JSONObject().put("kind", "inline").put("value", value))
    is ToolResult.File -> successReply(requestId, file.data()).apply { putParcelable("result_fd", file.descriptor) }
    is ToolResult.Accepted -> Bundle().putEnvelope(requestId, "accepted").apply {
        putString("data", JSONObject().put("operation_id", operationId).put("poll_after_ms", 1000).toString())
    }
    is ToolResult.Failed -> errorReply(requestId, code, message)
    is ToolResult.NeedsUser -> Bundle().putEnvelope(requestId, "error").putError(ErrorCode.USER_ACTION_REQUIRED, message)
        .apply {
            putParcelable("resolution", resolution)
            putString("resume_token", resumeToken)
        }
}

/** The outcome a dedup record keeps; null while nothing happened yet (waiting for the user). */
fun ToolResult.outcomeJson(): String? = when (this) {
    is ToolResult.Done -> JSONObject().put("value", value).toString()
    is ToolResult.Accepted -> JSONObject().put("operation_id", operationId).toString()
    is ToolResult.Failed -> JSONObject().put("error_code", code.name).put("error_message", message).toString()
    is ToolResult.File, is ToolResult.NeedsUser -> null
}

fun replayOf(outcome: String): ToolResult {
    val recorded = JSONObject(outcome)
    return when {
        recorded.has("value") -> ToolResult.Done(recorded.getJSONObject("value"))
        recorded.has("operation_id") -> ToolResult.Accepted(recorded.getString("operation_id"))
        else -> ToolResult.Failed(ErrorCode.valueOf(recorded.getString("error_code")), recorded.getString("error_message"))
    }
}

/** null when the v2 envelope is usable; otherwise the INVALID_REQUEST reply. */
fun envelopeProblem(extras: Bundle): Bundle? = when {
    extras.protocolVersion != 2 -> errorReply(extras.requestId, ErrorCode.INVALID_REQUEST, "protocol_version must be 2.")
    extras.requestId.isNullOrBlank() -> errorReply(null, ErrorCode.INVALID_REQUEST, "request_id is required.")
    else -> null
}

/** The args object, or null when it is not a JSON object within max_request_bytes. */
fun parseArgs(raw: String): JSONObject? =
    if (raw.toByteArray().size > MAX_REQUEST_BYTES) null else runCatching { JSONObject(raw) }.getOrNull()

/** negotiate (§2.2): version 2 only, the capabilities both sides have, a session bound to the calling UID. */
fun negotiate(extras: Bundle, uid: Int, providerId: String, providerName: String, supported: Set<String>): Bundle {
    val versions = extras.getIntArray("consumer_versions")
    if (versions == null || 2 !in versions) {
        return Bundle().apply { putString("status", "error") }
            .putError(ErrorCode.UNSUPPORTED_VERSION, "$providerName speaks CETP 2 only.")
    }
    val offered = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "[]") }.getOrNull() ?: JSONArray()
    val common = (0 until offered.length()).map { offered.optString(it) }.filterTo(LinkedHashSet()) { it in supported }
    val session = Sessions.open(uid, providerId, common)
    val limits = JSONObject()
        .put("max_request_bytes", MAX_REQUEST_BYTES)
        .put("max_inline_result_bytes", ResultFile.MAX_INLINE_BYTES)
        .put("max_concurrent_requests", 2)
        .put("idempotency_window_seconds", 86400)
    val data = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("session_token", session.token)
        .put("capabilities", JSONArray(common))
        .put("limits", limits)
    return Bundle().apply {
        putString("status", "success")
        putString("data", data.toString())
    }
}
