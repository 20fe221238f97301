package com.parcelnest.app

import android.content.Context
import android.os.Bundle
import org.json.JSONObject

const val TAG = "Parcelnest"
const val APP_PACKAGE = "com.parcelnest.app"
const val ACTION_CONFIRM = "com.parcelnest.app.action.CONFIRM"
const val ACTION_CONFIRM_RELEASE = "com.parcelnest.app.action.CONFIRM_RELEASE"
const val EXTRA_TOKEN = "com.parcelnest.app.extra.TOKEN"
const val EXTRA_SUMMARY = "com.parcelnest.app.extra.SUMMARY"
val METHODS = setOf("get_provider_info", "list_tools", "execute_tool", "get_operation", "cancel_operation")

val Bundle.protocolVersion: Int get() = getInt("protocol_version", 0)
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.deadlineAtMs: Long get() = getLong("deadline_at_ms", 0L)
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.rawArgs: String get() = getString("args") ?: "{}"
val Bundle.resumeToken: String? get() = getString("resume_token")

data class RetryKey(val uid: Int, val providerId: String, val requestId: String)

/** An admitted v2 call: the UID call() read, the assistant's package, its session, the extras, and the app's state. */
class ToolCall(
    val ctx: Context,
    val db: ParcelDb,
    val audit: AuditTrail,
    val uid: Int,
    val callerPackage: String,
    val providerId: String,
    val session: Session,
    val extras: Bundle,
) {
    val toolName: String get() = extras.toolName
    val requestId: String get() = extras.requestId.orEmpty()
    val argsDigest: String by lazy { sha256Hex(extras.rawArgs.toByteArray()) }
    val retryKey: RetryKey get() = RetryKey(uid, providerId, requestId)

    fun args(): JSONObject? = runCatching { JSONObject(extras.rawArgs) }.getOrNull()
}
