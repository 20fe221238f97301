package app.keelson.backup.cetp

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.FileInputStream
import java.security.MessageDigest
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

const val SNAPSHOTS = "app.keelson.backup.tools.snapshots"
const val SHARES = "app.keelson.backup.tools.shares"
const val TAG = "KeelsonTools"

val METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")

/** A tool of one provider: its scope, its effect, the capability it needs (if any), and its descriptor JSON. */
class ToolSpec(val name: String, val scope: String, val effect: String, val needs: String?, val descriptor: String) {
    val mutating: Boolean get() = effect != "read"
}

class Session(val token: String, val uid: Int, val providerId: String, val capabilities: Set<String>, val expiresAt: Long)

/** Negotiated sessions by token; they end with the process (then NEGOTIATION_REQUIRED). */
object Sessions {
    private val random = SecureRandom()
    private val byToken = ConcurrentHashMap<String, Session>()

    fun open(uid: Int, providerId: String, capabilities: Set<String>): Session {
        val token = ByteArray(32).also { random.nextBytes(it) }.hex()
        val session = Session(token, uid, providerId, capabilities, System.currentTimeMillis() + 60 * 60 * 1000L)
        byToken[token] = session
        return session
    }

    /** The live session [token] names for this caller and provider. */
    fun current(token: String?, uid: Int, providerId: String): Session? {
        val session = byToken[token ?: return null] ?: return null
        if (session.uid != uid || session.providerId != providerId) return null
        return if (session.expiresAt > System.currentTimeMillis()) session else null
    }
}

/** One admitted v2 call: the UID call() read on the Binder thread, its verified package, the session, the extras. */
class Call(val uid: Int, val caller: PackageName, val providerId: String, val session: Session, val extras: Bundle) {
    val requestId: String get() = extras.getString("request_id").orEmpty()
    val tool: String get() = extras.getString("tool_name").orEmpty()
    val deadlineAtMs: Long get() = extras.getLong("deadline_at_ms", 0L)
    val rawArgs: String? get() = extras.getString("args")
    val argsDigest: String get() = sha256(rawArgs.orEmpty().toByteArray())
    val resumeToken: ResumeToken? get() = extras.getString("resume_token")?.let { ResumeToken(it) }
    val dedupKey: String get() = uid.toString() + "/" + providerId + "/" + requestId

    fun expired(): Boolean = System.currentTimeMillis() >= deadlineAtMs

    fun has(capability: String): Boolean = capability in session.capabilities
}

fun sha256(bytes: ByteArray): String = MessageDigest.getInstance("SHA-256").digest(bytes).hex()

fun sha256(file: File): String {
    val digest = MessageDigest.getInstance("SHA-256")
    FileInputStream(file).use { input ->
        val buffer = ByteArray(8192)
        while (true) {
            val n = input.read(buffer)
            if (n < 0) break
            digest.update(buffer, 0, n)
        }
    }
    return digest.digest().hex()
}

fun envelope(requestId: String?, status: String): Bundle {
    val reply = Bundle()
    reply.putString("status", status)
    reply.putInt("protocol_version", 2)
    if (requestId != null) reply.putString("request_id", requestId)
    return reply
}

fun failure(requestId: String?, code: String, message: String, retryable: Boolean = false): Bundle {
    val reply = envelope(requestId, "error")
    reply.putString("error_code", code)
    reply.putString("error_message", message)
    reply.putBoolean("retryable", retryable)
    return reply
}

/** A success whose data is the JSON itself: provider info and tool lists. */
fun plain(requestId: String, data: JSONObject): Bundle {
    val reply = envelope(requestId, "success")
    reply.putString("data", data.toString())
    return reply
}

/** negotiate: CETP 2 only; the optional capabilities both sides have; a session bound to the UID. */
fun negotiate(request: Bundle, uid: Int, providerId: String, name: String, supported: List<String>): Bundle {
    val versions = request.getIntArray("consumer_versions")
    if (versions == null || 2 !in versions) return failure(null, "UNSUPPORTED_VERSION", "Only CETP 2 is supported.")
    val offered = try {
        JSONArray(request.getString("consumer_capabilities") ?: "")
    } catch (e: org.json.JSONException) {
        return failure(null, "INVALID_REQUEST", "consumer_capabilities must be a JSON array of strings.")
    }
    val common = LinkedHashSet<String>()
    for (i in 0 until offered.length()) {
        val capability = offered.get(i)
        if (capability is String && capability in supported) common.add(capability)
    }
    val session = Sessions.open(uid, providerId, common)
    val data = JSONObject().put("selected_version", 2).put("provider_id", providerId).put("provider_name", name)
        .put("session_token", session.token).put("expires_at_ms", session.expiresAt).put("capabilities", JSONArray(common))
        .put("limits", JSONObject().put("max_request_bytes", MAX_REQUEST_BYTES).put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 2).put("idempotency_window_seconds", 86400))
    val reply = Bundle()
    reply.putString("status", "success")
    reply.putString("data", data.toString())
    return reply
}

/** The tools this session may use: those needing an optional capability only when it was negotiated. */
fun listing(revision: String, tools: List<ToolSpec>, session: Session): JSONObject {
    val all = JSONArray()
    for (tool in tools) {
        if (tool.needs == null || tool.needs in session.capabilities) all.put(JSONObject(tool.descriptor))
    }
    return JSONObject().put("revision", revision).put("tools", all)
}
