package app.tallybook.budget.cetp

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

const val APP_ID = "app.tallybook.budget"
const val TAG = "TallyTools"
const val KEY_RESOLUTION = "resolution"
const val KEY_RESUME_TOKEN = "resume_token"
const val MAX_REQUEST_BYTES = 65536
const val SESSION_TTL_MS = 30 * 60 * 1000L

/** §5 codes this app answers with, and whether a Consumer may retry them unchanged. */
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
    UNAVAILABLE(true),
    INTERNAL_ERROR(false),
}

enum class Method(val wire: String, val needsSession: Boolean = true) {
    NEGOTIATE("negotiate", needsSession = false),
    PROVIDER_INFO("get_provider_info"),
    LIST_TOOLS("list_tools"),
    EXECUTE_TOOL("execute_tool"),
    GET_OPERATION("get_operation"),
    CANCEL_OPERATION("cancel_operation");

    companion object {
        fun of(wire: String): Method? = entries.firstOrNull { it.wire == wire }
    }
}

/** The keys every v2 reply but negotiate's carries. */
fun Bundle.putEnvelope(requestId: String?, status: String): Bundle = apply {
    putString("status", status)
    putInt("protocol_version", 2)
    requestId?.let { putString("request_id", it) }
}

fun Bundle.putError(code: ErrorCode, message: String, retryable: Boolean = code.retryable): Bundle = apply {
    putString("error_code", code.name)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}

fun errorReply(requestId: String?, code: ErrorCode, message: String): Bundle =
    Bundle().putEnvelope(requestId, "error").putError(code, message)

fun successReply(requestId: String, data: JSONObject): Bundle =
    Bundle().putEnvelope(requestId, "success").apply { putString("data", data.toString()) }

/** What a tool handler hands back; the provider turns it into a reply. */
sealed interface ToolResult {
    data class Done(val value: JSONObject) : ToolResult
    data class Failed(val code: ErrorCode, val message: String) : ToolResult
    data class NeedsUser(
        val code: ErrorCode,
        val message: String,
        val resolution: PendingIntent,
        val resumeToken: String,
    ) : ToolResult
}

fun ToolResult.toReply(requestId: String): Bundle = when (this) {
    is ToolResult.Done -> successReply(requestId, JSONObject().put("kind", "inline").put("value", value))
    is ToolResult.Failed -> errorReply(requestId, code, message)
    is ToolResult.NeedsUser -> Bundle().putEnvelope(requestId, "error").putError(code, message).apply {
        putParcelable(KEY_RESOLUTION, resolution)
        putString(KEY_RESUME_TOKEN, resumeToken)
    }
}

/** The execute_tool part of a request. */
data class ToolRequest(val tool: String, val rawArgs: String, val resumeToken: String? = null)

data class Session(
    val token: String,
    val uid: Int,
    val providerId: String,
    val capabilities: Set<String>,
    val expiresAt: Long,
)

/** Negotiated sessions; a process restart drops them and the Consumer negotiates again. */
object Sessions {
    private val byToken = java.util.concurrent.ConcurrentHashMap<String, Session>()

    fun open(uid: Int, providerId: String, capabilities: Set<String>): Session =
        Session(Tokens.mint(), uid, providerId, capabilities, System.currentTimeMillis() + SESSION_TTL_MS)
            .also { byToken[it.token] = it }

    fun current(token: String?, uid: Int, providerId: String): Session? =
        token?.let { byToken[it] }
            ?.takeIf { it.uid == uid && it.providerId == providerId }
            ?.takeIf { it.expiresAt > System.currentTimeMillis() }
}

/** One admitted v2 call: the UID call() read, the caller it resolved to, the session and the envelope. */
data class Call(
    val caller: Caller,
    val providerId: String,
    val session: Session,
    val requestId: String,
    val deadlineAtMs: Long,
    val request: ToolRequest,
    val held: HeldCall? = null,
) {
    val expired: Boolean get() = System.currentTimeMillis() >= deadlineAtMs
    val dedupKey: String get() = "${caller.uid}/$providerId/$requestId"
    val argsDigest: String get() = Tokens.sha256Hex(request.rawArgs)
}

/** null when the envelope is fine; otherwise the INVALID_REQUEST reply. */
fun envelopeProblem(extras: Bundle): Bundle? {
    val requestId = extras.getString("request_id")
    return when {
        extras.getInt("protocol_version", 0) != 2 ->
            errorReply(requestId, ErrorCode.INVALID_REQUEST, "protocol_version must be 2.")
        requestId.isNullOrBlank() -> errorReply(null, ErrorCode.INVALID_REQUEST, "request_id is required.")
        !extras.containsKey("deadline_at_ms") ->
            errorReply(requestId, ErrorCode.INVALID_REQUEST, "deadline_at_ms is required.")
        else -> null
    }
}

fun Bundle.toCall(caller: Caller, providerId: String, session: Session): Call = Call(
    caller = caller,
    providerId = providerId,
    session = session,
    requestId = getString("request_id").orEmpty(),
    deadlineAtMs = getLong("deadline_at_ms", 0L),
    request = ToolRequest(getString("tool_name").orEmpty(), getString("args") ?: "{}", getString(KEY_RESUME_TOKEN)),
)

/** The args object, or null when it is not a JSON object within max_request_bytes. */
fun parseArgs(raw: String): JSONObject? = runCatching {
    require(raw.toByteArray().size <= MAX_REQUEST_BYTES) { "args over the request limit" }
    JSONObject(raw)
}.getOrNull()

private val Bundle.offeredCapabilities: Set<String>
    get() {
        val array = runCatching { JSONArray(getString("consumer_capabilities") ?: "[]") }.getOrNull()
            ?: return emptySet()
        return (0 until array.length()).mapTo(LinkedHashSet()) { array.optString(it) }
    }

/** negotiate: version 2 only, the optional capabilities both sides have, a session bound to the calling UID. */
fun negotiate(extras: Bundle, uid: Int, providerId: String, providerName: String, supported: Set<String>): Bundle {
    val versions = extras.getIntArray("consumer_versions")
    if (versions == null || 2 !in versions) {
        return Bundle().apply { putString("status", "error") }
            .putError(ErrorCode.UNSUPPORTED_VERSION, "$providerName speaks CETP 2 only.")
    }
    val common = extras.offeredCapabilities.filterTo(LinkedHashSet()) { it in supported }
    val session = Sessions.open(uid, providerId, common)
    val limits = JSONObject()
        .put("max_request_bytes", MAX_REQUEST_BYTES)
        .put("max_inline_result_bytes", 262144)
        .put("max_concurrent_requests", 2)
        .put("idempotency_window_seconds", 86400)
    val data = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("session_token", session.token)
        .put("expires_at_ms", session.expiresAt)
        .put("capabilities", JSONArray(common))
        .put("limits", limits)
    return Bundle().apply {
        putString("status", "success")
        putString("data", data.toString())
    }
}

/** The terminal outcome a dedup record keeps; null for a call that still waits for the user. */
fun ToolResult.outcomeJson(): String? = when (this) {
    is ToolResult.Done -> JSONObject().put("value", value).toString()
    is ToolResult.Failed -> JSONObject().put("error_code", code.name).put("error_message", message).toString()
    is ToolResult.NeedsUser -> null
}

fun replayOf(outcome: String): ToolResult {
    val recorded = JSONObject(outcome)
    return if (recorded.has("value")) {
        ToolResult.Done(recorded.getJSONObject("value"))
    } else {
        ToolResult.Failed(ErrorCode.valueOf(recorded.getString("error_code")), recorded.getString("error_message"))
    }
}

fun Long.asMoney(): String = "%d.%02d".format(this / 100, this % 100)
