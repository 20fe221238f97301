package com.berthbook

import android.app.PendingIntent
import android.os.Bundle

sealed interface ToolResult {
    data class Ok(val json: String) : ToolResult
    data class Failed(val code: String, val message: String) : ToolResult
    data class NeedsUser(val resolution: PendingIntent, val resume: ResumeToken) : ToolResult
    data object Denied : ToolResult
    data object Unknown : ToolResult
    data object Expired : ToolResult
}

fun ToolResult.toBundle(requestId: String?): Bundle = when (this) {
    is ToolResult.Ok -> okData("{\"kind\":\"inline\",\"value\":" + json + "}", requestId)
    is ToolResult.Failed -> errorBundle(code, message, requestId)
    is ToolResult.NeedsUser -> errorBundle("USER_ACTION_REQUIRED", "confirm this in BerthBook", requestId).apply {
        putParcelable("resolution", resolution)
        putString("resume_token", resume.raw)
    }
    ToolResult.Denied -> errorBundle("PERMISSION_DENIED", "this app may not use the tool", requestId)
    ToolResult.Unknown -> errorBundle("TOOL_NOT_FOUND", "no such tool", requestId)
    ToolResult.Expired -> errorBundle("DEADLINE_EXCEEDED", "the deadline has passed", requestId)
}

fun okData(data: String, requestId: String?): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("request_id", requestId)
    putString("data", data)
}

fun errorBundle(code: String, message: String, requestId: String?): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", code == "NEGOTIATION_REQUIRED" || code == "UNAVAILABLE")
    if (requestId != null) {
        putInt("protocol_version", 2)
        putString("request_id", requestId)
    }
}

fun supportsV2(req: Bundle): Boolean = req.getIntArray("consumer_versions")?.contains(2) == true

fun negotiated(providerId: String, token: SessionToken): Bundle = Bundle().apply {
    putString("status", "success")
    putString(
        "data",
        "{\"selected_version\":2,\"provider_id\":\"" + providerId + "\",\"session_token\":\"" + token.raw +
            "\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144," +
            "\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}"
    )
}
