package com.brightmoor.pantry

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject
import java.security.MessageDigest

const val PANTRY = "com.brightmoor.pantry.items"
const val SHOPPING = "com.brightmoor.pantry.shopping"
const val EXTRA_TOKEN = "com.brightmoor.pantry.extra.TOKEN"
const val EXTRA_SUMMARY = "com.brightmoor.pantry.extra.SUMMARY"
const val ACTION_CONFIRM_ORDER = "com.brightmoor.pantry.action.CONFIRM_ORDER"

val Bundle.protocolVersion: Int get() = getInt("protocol_version", 0)
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.deadlineAtMs: Long get() = getLong("deadline_at_ms", 0L)
val Bundle.resumeToken: String? get() = getString("resume_token")

/** One admitted v2 call: the UID call() read on the Binder thread, the caller's package, the extras. */
class Call(val uid: Int, val callerPackage: String, val providerId: String, val extras: Bundle) {
    val tool: String get() = extras.getString("tool_name").orEmpty()
    val requestId: String get() = extras.requestId.orEmpty()
    val deadlineAtMs: Long get() = extras.deadlineAtMs
    val rawArgs: String get() = extras.getString("args") ?: "{}"
    val argsDigest: String get() = sha256(rawArgs)
    fun args(): JSONObject? = runCatching { JSONObject(rawArgs) }.getOrNull()
}

fun sha256(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }

fun envelope(requestId: String?, status: String): Bundle = Bundle().apply {
    putString("status", status)
    putInt("protocol_version", 2)
    requestId?.let { putString("request_id", it) }
}

fun success(requestId: String?, value: JSONObject): Bundle = envelope(requestId, "success").apply {
    putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
}

fun failure(requestId: String?, code: String, message: String, retryable: Boolean = false): Bundle =
    envelope(requestId, "error").apply {
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", retryable)
    }

fun needsUser(requestId: String, resolution: PendingIntent, resumeToken: String): Bundle =
    failure(requestId, "USER_ACTION_REQUIRED", "Confirm this in Brightmoor.").apply {
        putParcelable("resolution", resolution)
        putString("resume_token", resumeToken)
    }
