package app.larder.core

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

/* CETP v2 response envelopes (§4.2, §4.3, §4.4, §5) as top-level functions; WireKt in the dex. */

const val VERSION = 2
const val MAX_REQUEST_BYTES = 65536
const val MAX_INLINE_BYTES = 262144

private val RETRYABLE = setOf("NEGOTIATION_REQUIRED", "RATE_LIMITED", "UNAVAILABLE")

/** One response Bundle on its way out of call(). */
class Reply(val bundle: Bundle) {
    val status: String get() = bundle.getString("status") ?: "error"
}

/** A refusal raised anywhere below call(); the text is written for the consumer, never an exception's own. */
class Refusal(val code: String, val text: String) : RuntimeException(code)

fun fail(code: String, text: String): Nothing = throw Refusal(code, text)

fun errorReply(code: String, text: String, requestId: String?, echo: Boolean = true): Reply = Reply(Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", text)
    putBoolean("retryable", code in RETRYABLE)
    if (echo) putInt("protocol_version", VERSION)
    requestId?.let { putString("request_id", it) }
})

fun successReply(requestId: String?, data: JSONObject, status: String = "success"): Reply = Reply(Bundle().apply {
    putString("status", status)
    putInt("protocol_version", VERSION)
    requestId?.let { putString("request_id", it) }
    putString("data", data.toString())
})

fun inlineReply(requestId: String, value: Any): Reply =
    successReply(requestId, JSONObject().put("kind", "inline").put("value", value))

fun acceptedReply(requestId: String, operationId: String): Reply =
    successReply(requestId, JSONObject().put("operation_id", operationId).put("poll_after_ms", 1000), "accepted")

fun userActionReply(requestId: String, resolution: PendingIntent, resumeToken: String): Reply =
    errorReply("USER_ACTION_REQUIRED", "Confirm this action in Larder", requestId).also {
        it.bundle.putParcelable("resolution", resolution)
        it.bundle.putString("resume_token", resumeToken)
    }

fun Iterable<String>.toJsonArray(): JSONArray = fold(JSONArray()) { array, s -> array.put(s) }

fun Iterable<JSONObject>.toJsonObjects(): JSONArray = fold(JSONArray()) { array, o -> array.put(o) }

fun JSONArray.strings(): List<String> = (0 until length()).map { optString(it) }
