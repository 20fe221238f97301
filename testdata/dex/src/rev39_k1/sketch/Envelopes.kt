package com.hearthguard.claims

import android.content.Context
import android.os.Bundle
import org.json.JSONObject

// Envelopes.kt: reply envelopes and request accessors (top-level, EnvelopesKt).

fun okBundle(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":$json}")
}

fun okFile(size: Long): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"file\",\"media_type\":\"application/json\",\"size_bytes\":$size}")
}

fun errorBundle(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
    putInt("protocol_version", 2)
}

val Bundle.args: JSONObject get() = JSONObject(getString("args") ?: "{}")
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.pastDeadline: Boolean get() = getLong("deadline_at_ms") <= System.currentTimeMillis()

fun JSONObject.text(key: String): String = optString(key, "").trim()

object Audit {
    fun record(ctx: Context, tool: String, uid: Int) {
        ctx.getSharedPreferences("audit", Context.MODE_PRIVATE).edit().putString(tool, "uid=$uid").apply()
    }
}
