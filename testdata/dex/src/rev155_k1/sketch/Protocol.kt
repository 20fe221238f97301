package com.tidewell.home

import android.os.Bundle
import org.json.JSONObject

const val TAG = "Tidewell"
const val EXTRA_TOKEN = "com.tidewell.home.extra.TOKEN"
const val EXTRA_BOOK = "com.tidewell.home.extra.BOOK"
const val EXTRA_REPLY = "com.tidewell.home.extra.REPLY"
const val EXTRA_DECISION = "com.tidewell.home.extra.DECISION"
const val EXTRA_SUMMARY = "com.tidewell.home.extra.SUMMARY"
const val EXTRA_TO = "com.tidewell.home.extra.TO"
const val EXTRA_BODY = "com.tidewell.home.extra.BODY"
const val EXTRA_REF = "com.tidewell.home.extra.REF"
const val EXTRA_REMINDER = "com.tidewell.home.extra.REMINDER"
const val ACTION_SMS_SENT = "com.tidewell.home.action.SMS_SENT"
const val ACTION_REMINDER_FIRE = "com.tidewell.home.action.REMINDER_FIRE"
const val ACTION_SHOW_REMINDER = "com.tidewell.home.action.SHOW_REMINDER"

/** The v2 methods besides negotiate; get_operation / cancel_operation are known but never negotiated here. */
val V2_METHODS = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")

val Bundle.protocolVersion: Int get() = getInt("protocol_version", 0)
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.deadlineAtMs: Long get() = getLong("deadline_at_ms", 0L)
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.rawArgs: String get() = getString("args") ?: "{}"
val Bundle.resumeToken: String? get() = getString("resume_token")

/** The deduplication key of a mutation (§6): the caller's UID, the provider and the request_id. */
class RetryKey(val uid: Int, val providerId: String, val requestId: String)

/** One tool of a provider: the scopes it needs, whether it changes anything, and its descriptor as listed. */
class ToolSpec(val name: String, val scopes: Set<String>, val mutating: Boolean, val descriptor: String)

/** An admitted v2 call: the UID that call() read, the assistant's package, and the request extras. */
class ToolCall(val uid: Int, val callerPackage: String, val providerId: String, val extras: Bundle) {
    val toolName: String get() = extras.toolName
    val requestId: String get() = extras.requestId.orEmpty()
    val deadlineAtMs: Long get() = extras.deadlineAtMs
    val argsDigest: String by lazy { sha256Hex(extras.rawArgs.toByteArray()) }
    val retryKey: RetryKey get() = RetryKey(uid, providerId, requestId)

    fun remainingMs(): Long = deadlineAtMs - System.currentTimeMillis()

    fun args(): JSONObject? = runCatching { JSONObject(extras.rawArgs) }.getOrNull()
}
