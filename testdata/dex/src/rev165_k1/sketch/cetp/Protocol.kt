package app.quillmark.notes.cetp

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

const val TAG = "QuillmarkTools"
const val PACKAGE = "app.quillmark.notes"
const val MAX_REQUEST_BYTES = 65536
const val SESSION_TTL_MS = 60 * 60 * 1000L

private val V2_METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation",
    "cancel_operation")

fun isKnownMethod(method: String): Boolean = method in V2_METHODS

/** The envelope every v2 reply shares; [build] adds the method's own keys to it. */
inline fun reply(requestId: String?, status: String, build: Bundle.() -> Unit): Bundle =
    Bundle().apply {
        putString("status", status)
        putInt("protocol_version", 2)
        requestId?.let { putString("request_id", it) }
        build()
    }

fun failure(requestId: String?, code: String, message: String, retryable: Boolean = false): Bundle =
    reply(requestId, "error") {
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", retryable)
    }

/** A success whose data is the object itself: provider info, tool lists, operation states. */
fun plain(requestId: String, data: JSONObject): Bundle = reply(requestId, "success") {
    putString("data", data.toString())
}

fun inlineResult(requestId: String, value: JSONObject): Bundle = reply(requestId, "success") {
    putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
}

private val Bundle.protocolVersion: Int
    get() = getInt("protocol_version", 0)

private val Bundle.offeredCapabilities: List<String>
    get() = runCatching { JSONArray(getString("consumer_capabilities") ?: "[]") }
        .map { array -> buildList { for (i in 0 until array.length()) add(array.optString(i)) } }
        .getOrDefault(emptyList())

/** The envelope checks every method but negotiate needs; null when the request may go on. */
fun envelopeProblem(request: Bundle): Bundle? {
    val requestId = request.getString("request_id")
    return when {
        request.protocolVersion != 2 -> failure(requestId, "INVALID_REQUEST", "protocol_version must be 2.")
        requestId.isNullOrEmpty() -> failure(null, "INVALID_REQUEST", "request_id is required.")
        !request.containsKey("deadline_at_ms") -> failure(requestId, "INVALID_REQUEST", "deadline_at_ms is required.")
        else -> null
    }
}

class Session(val token: String, val uid: Int, val providerId: String, val capabilities: Set<String>, val expiresAt: Long)

/** Negotiated sessions; they live as long as the process (a restart answers NEGOTIATION_REQUIRED). */
object Sessions {
    private val byToken = java.util.concurrent.ConcurrentHashMap<String, Session>()

    @JvmStatic
    fun open(uid: Int, providerId: String, capabilities: Set<String>): Session =
        Session(Tokens.mint(32), uid, providerId, capabilities, System.currentTimeMillis() + SESSION_TTL_MS)
            .also { byToken[it.token] = it }

    @JvmStatic
    fun current(token: String?, uid: Int, providerId: String): Session? =
        token?.let { byToken[it] }
            ?.takeIf { it.uid == uid && it.providerId == providerId }
            ?.takeUnless { it.expiresAt <= System.currentTimeMillis() }
}

/** negotiate: CETP 2 only, the optional capabilities both sides have, a session bound to the calling UID. */
fun negotiate(request: Bundle, uid: Int, providerId: String, name: String, supported: List<String>): Bundle {
    val versions = request.getIntArray("consumer_versions")
    if (versions == null || 2 !in versions) {
        return failure(null, "UNSUPPORTED_VERSION", "This provider speaks CETP 2 only.")
    }
    val common = request.offeredCapabilities.filterTo(LinkedHashSet()) { it in supported }
    val session = Sessions.open(uid, providerId, common)
    val data = JSONObject(buildMap {
        put("selected_version", 2)
        put("provider_id", providerId)
        put("provider_name", name)
        put("session_token", session.token)
        put("expires_at_ms", session.expiresAt)
        put("capabilities", JSONArray(common))
        put("limits", JSONObject(buildMap {
            put("max_request_bytes", MAX_REQUEST_BYTES)
            put("max_inline_result_bytes", 262144)
            put("max_concurrent_requests", 2)
            put("idempotency_window_seconds", 86400)
        }))
    })
    return Bundle().apply {
        putString("status", "success")
        putString("data", data.toString())
    }
}

/** One admitted v2 call: the UID call() read on the Binder thread, its verified package, the session, the extras. */
class Call(val uid: Int, val caller: String, val providerId: String, val session: Session, private val extras: Bundle) {
    val requestId: String by lazy { extras.getString("request_id").orEmpty() }
    val tool: String get() = extras.getString("tool_name").orEmpty()
    val rawArgs: String get() = extras.getString("args") ?: "{}"
    val resumeToken: String? get() = extras.getString("resume_token")
    val operationId: String? get() = extras.getString("operation_id")
    val argsDigest: String by lazy { sha256(rawArgs.toByteArray()) }
    val dedupKey: String
        get() = buildString {
            append(uid).append('/').append(providerId).append('/').append(requestId)
        }

    fun expired(): Boolean = System.currentTimeMillis() >= extras.getLong("deadline_at_ms", 0L)

    fun has(capability: String): Boolean = capability in session.capabilities
}

/** The args JSON object, within max_request_bytes; the failure's text never reaches the Consumer. */
fun parseArgs(raw: String): Result<JSONObject> = runCatching {
    require(raw.toByteArray().size <= MAX_REQUEST_BYTES) { "args too large" }
    JSONObject(raw)
}

/** A §5 error object for a failed operation. */
fun errorJson(code: String, message: String, retryable: Boolean): String =
    JSONObject().put("error_code", code).put("error_message", message).put("retryable", retryable).toString()
