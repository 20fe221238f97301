package com.larderly

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

@DslMarker
annotation class ReplyDsl

// One v2 request as it came into call(); the getters read the extras each time.
class Request(val extras: Bundle) {
    val version: Int get() = extras.getInt("protocol_version", 1)
    val sessionToken: String? get() = extras.getString("session_token")
    val requestId: String get() = extras.getString("request_id").orEmpty()
    val deadlineAt: Long get() = extras.getLong("deadline_at_ms", 0L)
    val tool: String get() = extras.getString("tool_name").orEmpty()
    val argsText: String get() = extras.getString("args") ?: "{}"
    val resumeToken: String? get() = extras.getString("resume_token")

    val expired: Boolean get() = deadlineAt <= System.currentTimeMillis()
}

data class Failure(val code: String, val message: String, val retryable: Boolean)

// The reply DSL: reply(req) { put("id", 7) } or reply(req) { error("TOOL_NOT_FOUND", "No such tool") }.
@ReplyDsl
class ReplyBuilder internal constructor(private val req: Request?) {
    private var value = JSONObject()
    private var failure: Failure? = null
    private var resolution: PendingIntent? = null
    private var resumeToken: String? = null

    fun put(key: String, v: Any?) {
        value.put(key, v)
    }

    fun result(json: JSONObject) {
        value = json
    }

    fun error(code: String, message: String, retryable: Boolean = code in RETRYABLE) {
        failure = Failure(code, message, retryable)
    }

    fun needsUser(pending: PendingIntent, ticket: Ticket) {
        resolution = pending
        resumeToken = ticket.token
        error("USER_ACTION_REQUIRED", "Confirm this in Larderly")
    }

    internal fun build(): Bundle = Bundle().apply {
        req?.let {
            putInt("protocol_version", 2)
            putString("request_id", it.requestId)
        }
        val failed = failure
        if (failed == null) {
            putString("status", "success")
            putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
            return@apply
        }
        val (code, message, retryable) = failed
        putString("status", "error")
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", retryable)
        resolution?.let { putParcelable("resolution", it) }
        resumeToken?.let { putString("resume_token", it) }
    }
}

fun reply(req: Request? = null, block: ReplyBuilder.() -> Unit): Bundle = ReplyBuilder(req).apply(block).build()

val Bundle.succeeded: Boolean get() = getString("status") == "success"

private val RETRYABLE = setOf("NEGOTIATION_REQUIRED", "RATE_LIMITED", "UNAVAILABLE")
