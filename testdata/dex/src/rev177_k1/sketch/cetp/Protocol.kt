package app.larder.home.cetp

import android.os.Bundle
import org.json.JSONObject
import java.security.MessageDigest
import java.security.SecureRandom

const val TAG = "LarderTools"
const val MAX_REQUEST_BYTES = 65536
const val ASYNC = "async_operations"
const val CANCELLATION = "cancellation"
const val APPROVED = "approved"

val V2_METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")

/** The §5 codes Larder answers with, each with the spec's retryable value. */
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
    UNAVAILABLE(true),
    INTERNAL_ERROR(false),
}

fun envelope(requestId: String?, status: String): Bundle {
    val out = Bundle()
    out.putString("status", status)
    out.putInt("protocol_version", 2)
    if (requestId != null) out.putString("request_id", requestId)
    return out
}

fun errorBundle(requestId: String?, code: ErrorCode, message: String): Bundle {
    val out = envelope(requestId, "error")
    out.putString("error_code", code.name)
    out.putString("error_message", message)
    out.putBoolean("retryable", code.retryable)
    return out
}

fun successBundle(requestId: String, data: JSONObject): Bundle {
    val out = envelope(requestId, "success")
    out.putString("data", data.toString())
    return out
}

fun acceptedBundle(requestId: String, data: JSONObject): Bundle {
    val out = envelope(requestId, "accepted")
    out.putString("data", data.toString())
    return out
}

fun inline(value: JSONObject): JSONObject = JSONObject().put("kind", "inline").put("value", value)

/** The args JSON object (at most 65536 UTF-8 bytes, flat values only), or null. */
fun decodeArgs(raw: String): JSONObject? {
    if (raw.toByteArray(Charsets.UTF_8).size > MAX_REQUEST_BYTES) return null
    val json = try {
        JSONObject(raw)
    } catch (e: org.json.JSONException) {
        return null
    }
    for (key in json.keys()) {
        val v = json.opt(key)
        if (v !is String && v !is Number && v !is Boolean) return null
    }
    return json
}

/** A required or optional string argument, trimmed, non-blank and at most [maxLength] characters. */
fun JSONObject.text(key: String, maxLength: Int, required: Boolean = true): String? {
    val v = opt(key)
    if (v == null) {
        if (required) throw ToolException(ToolFailure.BadArgs(key))
        return null
    }
    if (v !is String || v.isBlank() || v.length > maxLength) throw ToolException(ToolFailure.BadArgs(key))
    return v.trim()
}

/** A whole-number argument within [min]..[max]; [fallback] when absent, if given. */
fun JSONObject.whole(key: String, min: Long, max: Long, fallback: Long? = null): Long {
    val v = opt(key) ?: return fallback ?: throw ToolException(ToolFailure.BadArgs(key))
    if (v !is Int && v !is Long) throw ToolException(ToolFailure.BadArgs(key))
    val n = (v as Number).toLong()
    if (n < min || n > max) throw ToolException(ToolFailure.BadArgs(key))
    return n
}

/** The args as a plain map, the seed of a call's saved state. */
fun JSONObject.toMap(): Map<String, Any?> {
    val out = LinkedHashMap<String, Any?>()
    for (key in keys()) out[key] = opt(key)
    return out
}

object Tokens {
    private val random = SecureRandom()

    @JvmStatic
    fun fresh(bytes: Int = 32): String {
        val raw = ByteArray(bytes)
        random.nextBytes(raw)
        return hex(raw)
    }
}

fun hex(bytes: ByteArray): String {
    val out = StringBuilder(bytes.size * 2)
    for (b in bytes) {
        val v = b.toInt() and 0xff
        out.append(HEX[v ushr 4]).append(HEX[v and 0xf])
    }
    return out.toString()
}

fun sha256Hex(bytes: ByteArray): String = hex(MessageDigest.getInstance("SHA-256").digest(bytes))

private const val HEX = "0123456789abcdef"
