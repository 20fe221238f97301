package com.shedshare.lend

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.resumeToken: String? get() = getString("resume_token")
val Bundle.deadlineAt: Long get() = getLong("deadline_at_ms")
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.callerHint: String? get() = getString("calling_package")
val Bundle.argsJson: JSONObject get() = JSONObject(getString("args") ?: "{}")

fun okBundle(value: JSONObject): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
}

fun errorBundle(code: String, message: String): Bundle = Bundle().apply {
    putString("status", "error")
    putInt("protocol_version", 2)
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", false)
}

fun Bundle.withResolution(pi: PendingIntent, token: String): Bundle = apply {
    putParcelable("resolution", pi)
    putString("resume_token", token)
}
