package com.marginalia.notes.tools

import android.os.Bundle
import android.util.Log
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject
import java.security.MessageDigest

const val NOTES = "com.marginalia.notes.tools.notes"
const val REMINDERS = "com.marginalia.notes.tools.reminders"
const val TAG = "Marginalia"
const val CONFIRM = "confirm"
const val GRANT = "grant"

val METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")

class ToolSpec(val name: String, val scopes: List<String>, val descriptor: String)

/** One admitted execute_tool call: the UID call() read on the Binder thread, its package, the provider, the extras. */
class Call(val uid: Int, val pkg: String, val providerId: String, val extras: Bundle) {
    val tool: String get() = extras.getString("tool_name").orEmpty()
    val requestId: String get() = extras.getString("request_id").orEmpty()
    val deadlineAtMs: Long get() = extras.getLong("deadline_at_ms", 0L)
    val resumeToken: String? get() = extras.getString("resume_token")
    val rawArgs: String get() = extras.getString("args") ?: "{}"
    val argsDigest: String get() = sha256(rawArgs)
    val replayKey: String get() = uid.toString() + "/" + providerId + "/" + requestId

    fun args(): JSONObject? = try {
        JSONObject(rawArgs)
    } catch (e: JSONException) {
        null
    }

    fun expired(): Boolean = System.currentTimeMillis() >= deadlineAtMs
}

/** The arguments both providers read. */
val JSONObject.noteId: Long get() = optLong("note_id", -1L)
val JSONObject.sortKey: String get() = optString("sort", "")
val JSONObject.userConfirmed: Boolean get() = optBoolean("confirmed", false)

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

fun success(requestId: String, value: JSONObject): Bundle {
    val reply = envelope(requestId, "success")
    reply.putString("data", inline(value))
    return reply
}

/** A success whose data is the JSON itself: provider info and tool lists. */
fun plain(requestId: String, data: JSONObject): Bundle {
    val reply = envelope(requestId, "success")
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

/** AUTH_REQUIRED or USER_ACTION_REQUIRED with the screen that resolves it and the token that resumes the call. */
fun needsUser(requestId: String, code: String, resolution: android.app.PendingIntent, resumeToken: String): Bundle {
    val reply = failure(requestId, code, if (code == "AUTH_REQUIRED") "Allow this in Marginalia first." else "Confirm this in Marginalia.")
    reply.putParcelable("resolution", resolution)
    reply.putString("resume_token", resumeToken)
    return reply
}

/** A database failure as the Consumer sees it: the cause goes to the log only. */
fun Throwable.asInternalError(requestId: String, what: String): Bundle {
    Log.w(TAG, "could not " + what, this)
    return failure(requestId, "INTERNAL_ERROR", "Marginalia could not " + what + ".", true)
}

/** What a request_id seen before answers: its recorded outcome, or why it cannot run again. */
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
    try {
        JSONArray(request.getString("consumer_capabilities") ?: "")
    } catch (e: JSONException) {
        return failure(null, "INVALID_REQUEST", "consumer_capabilities must be a JSON array.")
    }
    val session = Sessions.open(uid, providerId)
    val data = JSONObject().put("selected_version", 2).put("provider_id", providerId).put("provider_name", name)
        .put("session_token", session.token).put("expires_at_ms", session.expiresAt).put("capabilities", JSONArray())
        .put("limits", JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 2).put("idempotency_window_seconds", 86400))
    val reply = Bundle()
    reply.putString("status", "success")
    reply.putString("data", data.toString())
    return reply
}

fun listing(revision: String, tools: List<ToolSpec>): JSONObject {
    val all = JSONArray()
    for (tool in tools) all.put(JSONObject(tool.descriptor))
    return JSONObject().put("revision", revision).put("tools", all)
}
