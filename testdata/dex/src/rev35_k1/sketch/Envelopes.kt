package com.example.r35k1

import android.os.Bundle
import org.json.JSONObject

// Envelopes.kt: Shelfmark's reply envelopes and request accessors (top-level, EnvelopesKt).

const val KEY_STATUS = "status"
const val KEY_MESSAGE = "error_message"

fun okBundle(json: String): Bundle = Bundle().apply {
    putString(KEY_STATUS, "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":$json}")
}

fun okFile(size: Long): Bundle = Bundle().apply {
    putString(KEY_STATUS, "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"file\",\"media_type\":\"application/json\",\"size_bytes\":$size}")
}

fun errorBundle(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
    putString(KEY_STATUS, "error")
    putString("error_code", code)
    putString(KEY_MESSAGE, message)
    putBoolean("retryable", retryable)
    putInt("protocol_version", 2)
}

val Bundle.args: JSONObject get() = JSONObject(getString("args") ?: "{}")
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.pastDeadline: Boolean get() = getLong("deadline_at_ms") <= System.currentTimeMillis()

fun JSONObject.text(key: String): String = optString(key, "").trim()
