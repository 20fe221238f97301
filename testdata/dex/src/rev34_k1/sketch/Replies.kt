package com.example.r34k1

import android.os.Bundle
import org.json.JSONObject

// Replies.kt: Wattwise's reply envelopes and the request extras it reads.

object Replies {
    fun ok(json: String): Bundle = Bundle().apply {
        putString("status", "success")
        putInt("protocol_version", 2)
        putString("data", json)
    }

    fun accepted(operationId: String): Bundle = Bundle().apply {
        putString("status", "accepted")
        putInt("protocol_version", 2)
        putString("data", "{\"operation_id\":\"$operationId\",\"poll_after_ms\":2000}")
    }

    fun error(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
        putString("status", "error")
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", retryable)
        putInt("protocol_version", 2)
    }
}

val Bundle.session: String? get() = getString("session_token")
val Bundle.tool: String get() = getString("tool_name") ?: ""
val Bundle.args: JSONObject get() = JSONObject(getString("args") ?: "{}")
val Bundle.expired: Boolean get() = getLong("deadline_at_ms") < System.currentTimeMillis()
