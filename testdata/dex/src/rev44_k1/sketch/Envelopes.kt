package com.plotshare.garden

import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONObject

val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.deadlineAt: Long get() = getLong("deadline_at_ms")
val Bundle.resumeToken: String? get() = getString("resume_token")
val Bundle.args: JSONObject get() = JSONObject(getString("args") ?: "{}")

fun JSONObject.plotId(): String = getString("plot_id").trim()

fun okBundle(value: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":$value}")
}

fun fileBundle(fd: ParcelFileDescriptor): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"file\",\"media_type\":\"image/jpeg\"}")
    putParcelable("result_fd", fd)
}

fun errorBundle(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
    putString("status", "error")
    putInt("protocol_version", 2)
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}
