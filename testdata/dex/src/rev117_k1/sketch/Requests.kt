package com.larderly

import android.app.PendingIntent
import android.content.Context
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

// The request of one execute_tool, with the UID read in call() on the Binder thread.
class Call(val ctx: Context, val uid: Int, val req: Bundle) {
    val tool: String get() = req.getString("tool_name").orEmpty()
    val rawArgs: String get() = req.getString("args") ?: "{}"
    val json: JSONObject by lazy { JSONObject(rawArgs) }
    val args: Map<String, Any?> by lazy { json.toMap() }
}

fun JSONObject.toMap(): Map<String, Any?> {
    val out = LinkedHashMap<String, Any?>()
    for (key in keys()) out[key] = opt(key).takeUnless { it == JSONObject.NULL }
    return out
}

inline fun <reified T : Any> Map<String, Any?>.arg(key: String): T? = this[key] as? T

fun Bundle.deadlineAt(): Long = getLong("deadline_at_ms", 0L)

fun Bundle.sessionToken(): String? = getString("session_token")

private fun Bundle.envelope(status: String): Bundle = Bundle().also {
    it.putString("status", status)
    it.putInt("protocol_version", 2)
    it.putString("request_id", getString("request_id"))
}

fun Bundle.success(value: JSONObject): Bundle = envelope("success").also {
    it.putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
}

fun Bundle.failure(code: String, message: String, retryable: Boolean = false): Bundle = envelope("error").also {
    it.putString("error_code", code)
    it.putString("error_message", message)
    it.putBoolean("retryable", retryable)
}

fun Bundle.needsUser(resolution: PendingIntent, resumeToken: String, message: String): Bundle =
    failure("USER_ACTION_REQUIRED", message).also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }

// Error fields handed around as a map and read back through delegated properties.
class Failure(fields: Map<String, Any?>) {
    val code: String by fields
    val message: String by fields
    val retryable: Boolean by fields

    fun answer(req: Bundle): Bundle = req.failure(code, message, retryable)
}

fun Bundle.reply(data: JSONObject): Bundle = envelope("success").also { it.putString("data", data.toString()) }

fun Bundle.negotiated(sessions: SessionStore, uid: Int, providerId: String, providerName: String): Bundle {
    val offered = getIntArray("consumer_versions") ?: IntArray(0)
    if (2 !in offered) return failure("UNSUPPORTED_VERSION", "this provider speaks CETP v2 only")
    val session = sessions.open(uid, emptyList())
    val limits = JSONObject()
        .put("max_request_bytes", 65536)
        .put("max_inline_result_bytes", 262144)
        .put("max_concurrent_requests", 2)
        .put("idempotency_window_seconds", 86400)
    val data = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("session_token", session.token)
        .put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
        .put("capabilities", JSONArray())
        .put("limits", limits)
    return Bundle().also {
        it.putString("status", "success")
        it.putString("data", data.toString())
    }
}
