package com.visitloop.care

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.deadlineAt: Long get() = getLong("deadline_at_ms")
val Bundle.resumeToken: String? get() = getString("resume_token")
val Bundle.args: JSONObject get() = JSONObject(getString("args") ?: "{}")

fun okBundle(value: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":$value}")
}

fun errorBundle(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
    putString("status", "error")
    putInt("protocol_version", 2)
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    errorBundle("USER_ACTION_REQUIRED", "a nurse must confirm this on the device").apply {
        putParcelable("resolution", resolution)
        putString("resume_token", resumeToken)
    }

fun VisitError.toBundle(): Bundle = when (this) {
    is VisitError.NotFound -> errorBundle("NOT_FOUND", "no such visit")
    is VisitError.Conflict -> errorBundle("CONFLICT", "the visit was changed by someone else")
    is VisitError.Store -> errorBundle("INTERNAL_ERROR", "care store failed: " + cause.message, true)
}
