package com.quillbox

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

// Ids that travel through the tools; value classes, so they are plain Strings in the bytecode.
@JvmInline
value class ToolName(val raw: String)

@JvmInline
value class RequestId(val raw: String)

// What a tool answers; rendered into the call() Bundle by toBundle.
sealed interface Reply {
    class Ok(val value: JSONObject) : Reply
    class Failed(val code: String, val message: String, val retryable: Boolean = false) : Reply
    class NeedsUser(val resolution: PendingIntent, val resumeToken: String) : Reply
}

// One v2 request as it came into call().
class Request(val extras: Bundle) {
    val version: Int get() = extras.getInt("protocol_version", 1)
    val sessionToken: String? get() = extras.getString("session_token")
    val requestId: RequestId get() = RequestId(extras.getString("request_id").orEmpty())
    val deadlineAt: Long get() = extras.getLong("deadline_at_ms", 0L)
    val tool: ToolName get() = ToolName(extras.getString("tool_name").orEmpty())
    val argsText: String get() = extras.getString("args") ?: "{}"
    val resumeToken: String? get() = extras.getString("resume_token")

    fun args(): JSONObject = JSONObject(argsText)
}

fun Reply.toBundle(req: Request?): Bundle {
    val out = Bundle()
    out.putInt("protocol_version", 2)
    if (req != null) out.putString("request_id", req.requestId.raw)
    when (this) {
        is Reply.Ok -> {
            out.putString("status", "success")
            out.putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
        }
        is Reply.Failed -> {
            out.putString("status", "error")
            out.putString("error_code", code)
            out.putString("error_message", message)
            out.putBoolean("retryable", retryable)
        }
        is Reply.NeedsUser -> {
            out.putString("status", "error")
            out.putString("error_code", "USER_ACTION_REQUIRED")
            out.putString("error_message", "Confirm this in Quillbox")
            out.putBoolean("retryable", false)
            out.putParcelable("resolution", resolution)
            out.putString("resume_token", resumeToken)
        }
    }
    return out
}

fun negotiated(extras: Bundle, uid: Int, sessions: SessionBook, providerId: String, providerName: String): Bundle {
    val offered = extras.getIntArray("consumer_versions") ?: IntArray(0)
    if (2 !in offered) {
        return Bundle().also {
            it.putString("status", "error")
            it.putString("error_code", "UNSUPPORTED_VERSION")
            it.putString("error_message", "Quillbox speaks CETP v2 only")
            it.putBoolean("retryable", false)
        }
    }
    val limits = JSONObject()
        .put("max_request_bytes", 65536)
        .put("max_inline_result_bytes", 262144)
        .put("max_concurrent_requests", 2)
        .put("idempotency_window_seconds", 86400)
    val data = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("session_token", sessions.open(uid))
        .put("capabilities", JSONArray())
        .put("limits", limits)
    return Bundle().also {
        it.putString("status", "success")
        it.putString("data", data.toString())
    }
}
