package com.harborfiles

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

// CETP request extras as Bundle properties: each one is read where it is needed.
val Bundle.protocolVersion: Int get() = getInt("protocol_version", 0)
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.deadlineAtMs: Long get() = getLong("deadline_at_ms", 0L)
val Bundle.toolName: String get() = getString("tool_name") ?: ""
val Bundle.rawArgs: String get() = getString("args") ?: "{}"
val Bundle.resumeToken: String? get() = getString("resume_token")

object Replies {
    fun success(requestId: String?, value: JSONObject): Bundle = Bundle().apply {
        putString("status", "success")
        putInt("protocol_version", 2)
        putString("request_id", requestId)
        putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
    }

    fun error(requestId: String?, code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
        putString("status", "error")
        putInt("protocol_version", 2)
        putString("request_id", requestId)
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", retryable)
    }

    fun needsUser(requestId: String?, resolution: PendingIntent, resumeToken: String): Bundle =
        error(requestId, "USER_ACTION_REQUIRED", "Confirm this action on the device").apply {
            putParcelable("resolution", resolution)
            putString("resume_token", resumeToken)
        }

    fun negotiated(sessionToken: String, providerId: String, providerName: String): Bundle = Bundle().apply {
        val limits = JSONObject()
            .put("max_request_bytes", 65536)
            .put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 4)
            .put("idempotency_window_seconds", 86400)
        putString("status", "success")
        putString("data", JSONObject()
            .put("selected_version", 2)
            .put("provider_id", providerId)
            .put("provider_name", providerName)
            .put("session_token", sessionToken)
            .put("capabilities", JSONArray())
            .put("limits", limits)
            .toString())
    }

    fun unsupportedVersion(): Bundle = Bundle().apply {
        putString("status", "error")
        putString("error_code", "UNSUPPORTED_VERSION")
        putString("error_message", "This provider serves CETP version 2 only")
        putBoolean("retryable", false)
    }
}
