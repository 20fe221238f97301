package com.hearthkit

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

// One call() as it came in; the getters read the extras each time.
class Request(val method: String, val extras: Bundle) {
    val version: Int get() = extras.getInt("protocol_version", 1)
    val sessionId: SessionId get() = SessionId(extras.getString("session_token").orEmpty())
    val requestId: String get() = extras.getString("request_id").orEmpty()
    val deadlineAt: Long get() = extras.getLong("deadline_at_ms", 0L)
    val tool: ToolName get() = ToolName(extras.getString("tool_name").orEmpty())
    val argsText: String get() = extras.getString("args") ?: "{}"
    val resumeToken: String? get() = extras.getString("resume_token")

    fun pastDeadline(now: Long = System.currentTimeMillis()): Boolean = deadlineAt <= now
}

// What a tool comes back with.
sealed interface Outcome {
    data class Value(val json: JSONObject) : Outcome

    data class Failed(val code: String, val message: String) : Outcome {
        val retryable: Boolean get() = code in RETRYABLE
    }

    data class NeedsUser(val resolution: PendingIntent, val resumeToken: String, val message: String) : Outcome
}

fun value(vararg pairs: Pair<String, Any?>): Outcome = Outcome.Value(JSONObject().apply { for ((k, v) in pairs) put(k, v) })

fun Request.reply(outcome: Outcome): Bundle = Bundle().also { b ->
    b.putInt("protocol_version", 2)
    b.putString("request_id", requestId)
    when (outcome) {
        is Outcome.Value -> {
            b.putString("status", "success")
            b.putString("data", JSONObject().put("kind", "inline").put("value", outcome.json).toString())
        }
        is Outcome.Failed -> b.putError(outcome.code, outcome.message, outcome.retryable)
        is Outcome.NeedsUser -> {
            b.putError("USER_ACTION_REQUIRED", outcome.message, false)
            b.putParcelable("resolution", outcome.resolution)
            b.putString("resume_token", outcome.resumeToken)
        }
    }
}

fun Request.fail(code: String, message: String): Bundle = reply(Outcome.Failed(code, message))

private fun Bundle.putError(code: String, message: String, retryable: Boolean) {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}

private val RETRYABLE = setOf("NEGOTIATION_REQUIRED", "RATE_LIMITED", "UNAVAILABLE")
