package app.kestrel.notes.cetp

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

const val APP_ID = "app.kestrel.notes"
const val TAG = "KestrelTools"
const val MAX_REQUEST_BYTES = 65536
const val ASYNC = "async_operations"
const val CANCELLATION = "cancellation"

val V2_METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")

/** The §5 codes Kestrel answers with; retryable follows the spec's table. */
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

/** Anything that knows how to write itself as a JSON object. */
interface JsonEncodable {
    fun toJson(): JSONObject
}

fun <T : JsonEncodable> Iterable<T>.toJsonArray(): JSONArray {
    val out = JSONArray()
    for (item in this) out.put(item.toJson())
    return out
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

fun inline(value: JsonEncodable): JSONObject = JSONObject().put("kind", "inline").put("value", value.toJson())

/** A typed read of one Bundle value; a missing or mistyped value is the caller's INVALID_ARGS. */
@Suppress("UNCHECKED_CAST")
fun <T : Any> Bundle.require(key: String): T = get(key) as? T ?: throw MissingArgument(key)

fun <T : Any> Bundle.optional(key: String): T? = if (containsKey(key)) require<T>(key) else null

class MissingArgument(val key: String) : IllegalArgumentException()

/** The args JSON as a flat Bundle (strings, numbers and booleans), or null when too large or not an object. */
fun decodeArgs(raw: String): Bundle? {
    if (raw.toByteArray().size > MAX_REQUEST_BYTES) return null
    val json = runCatching { JSONObject(raw) }.getOrNull() ?: return null
    val out = Bundle()
    for (key in json.keys()) {
        when (val v = json.opt(key)) {
            is String -> out.putString(key, v)
            is Int -> out.putLong(key, v.toLong())
            is Long -> out.putLong(key, v)
            is Boolean -> out.putBoolean(key, v)
            else -> return null
        }
    }
    return out
}
