package com.quillhaven.archive

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject
import java.security.MessageDigest

const val EXPORT = "com.quillhaven.archive.export"
const val INDEX = "com.quillhaven.archive.index"
const val EXTRA_TOKEN = "com.quillhaven.archive.extra.TOKEN"
const val EXTRA_SUMMARY = "com.quillhaven.archive.extra.SUMMARY"
const val TAG = "Quillhaven"

val METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")
val OPTIONAL_CAPABILITIES = listOf("async_operations", "cancellation")

class ToolSpec(val name: String, val scopes: Set<String>, val mutating: Boolean, val descriptor: String)

/** One admitted execute_tool call: the UID call() read on the Binder thread, the provider, the request extras. */
class Call(val uid: Int, val providerId: String, val extras: Bundle) {
    val tool: String get() = extras.getString("tool_name").orEmpty()
    val requestId: String get() = extras.getString("request_id").orEmpty()
    val deadlineAtMs: Long get() = extras.getLong("deadline_at_ms", 0L)
    val rawArgs: String get() = extras.getString("args") ?: "{}"
    val argsDigest: String get() = sha256(rawArgs)
    val replayKey: String get() = replayKey(uid, providerId, requestId)

    fun args(): JSONObject? = try {
        JSONObject(rawArgs)
    } catch (e: JSONException) {
        null
    }

    fun expired(): Boolean = System.currentTimeMillis() >= deadlineAtMs
    fun remainingMs(): Long = deadlineAtMs - System.currentTimeMillis()
}

/** The deduplication key: calling UID, provider and request_id (spec 6). */
fun replayKey(uid: Int, providerId: String, requestId: String): String = uid.toString() + "/" + providerId + "/" + requestId

fun sha256(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }

fun envelope(requestId: String?, status: String): Bundle {
    val reply = Bundle()
    reply.putString("status", status)
    reply.putInt("protocol_version", 2)
    if (requestId != null) reply.putString("request_id", requestId)
    return reply
}

fun inline(value: JSONObject): String = JSONObject().put("kind", "inline").put("value", value).toString()

fun success(requestId: String?, value: JSONObject): Bundle {
    val reply = envelope(requestId, "success")
    reply.putString("data", inline(value))
    return reply
}

/** A success whose data is the JSON itself (provider info, tool lists, operation states). */
fun plain(requestId: String?, data: JSONObject): Bundle {
    val reply = envelope(requestId, "success")
    reply.putString("data", data.toString())
    return reply
}

fun accepted(requestId: String, data: JSONObject): Bundle {
    val reply = envelope(requestId, "accepted")
    reply.putString("data", data.toString())
    return reply
}

fun failure(requestId: String?, code: String, message: String, retryable: Boolean = false): Bundle {
    val reply = envelope(requestId, "error")
    reply.putString("error_code", code)
    reply.putString("error_message", message)
    reply.putBoolean("retryable", retryable)
    return reply
}

fun needsUser(requestId: String, resolution: PendingIntent, resumeToken: String): Bundle {
    val reply = failure(requestId, "USER_ACTION_REQUIRED", "Confirm this in Quillhaven.")
    reply.putParcelable("resolution", resolution)
    reply.putString("resume_token", resumeToken)
    return reply
}

/** What a request_id seen before answers: its recorded outcome, or why it cannot be run again. */
fun replayOf(prior: Replay, call: Call): Bundle {
    if (prior.tool != call.tool || prior.argsDigest != call.argsDigest) {
        return failure(call.requestId, "INVALID_REQUEST", "request_id was already used for another call.")
    }
    val status = prior.status ?: return failure(call.requestId, "CONFLICT", "This request is still running.", true)
    val reply = envelope(call.requestId, status)
    reply.putString("data", prior.data)
    return reply
}

fun negotiate(request: Bundle, uid: Int, providerId: String, name: String): Bundle {
    val versions = request.getIntArray("consumer_versions")
    if (versions == null || 2 !in versions) return failure(null, "UNSUPPORTED_VERSION", "Only CETP 2 is supported.")
    val offered = try {
        JSONArray(request.getString("consumer_capabilities") ?: "")
    } catch (e: JSONException) {
        return failure(null, "INVALID_REQUEST", "consumer_capabilities must be a JSON array.")
    }
    val capabilities = LinkedHashSet<String>()
    for (i in 0 until offered.length()) {
        val capability = offered.optString(i)
        if (capability in OPTIONAL_CAPABILITIES) capabilities.add(capability)
    }
    val session = Sessions.open(uid, providerId, capabilities)
    val data = JSONObject().put("selected_version", 2).put("provider_id", providerId).put("provider_name", name)
        .put("session_token", session.token).put("expires_at_ms", session.expiresAt)
        .put("capabilities", JSONArray(capabilities))
        .put("limits", JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 2).put("idempotency_window_seconds", 86400))
    val reply = Bundle()
    reply.putString("status", "success")
    reply.putString("data", data.toString())
    return reply
}

fun listing(revision: String, tools: List<ToolSpec>, granted: Set<String>): JSONObject {
    val visible = JSONArray()
    for (tool in tools) if (granted.containsAll(tool.scopes)) visible.put(JSONObject(tool.descriptor))
    return JSONObject().put("revision", revision).put("tools", visible)
}
