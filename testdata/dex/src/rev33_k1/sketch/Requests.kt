package com.example.r33k1

import android.content.Context
import android.os.Bundle
import org.json.JSONObject

// Requests.kt: the request envelope read through Bundle extensions, and the
// replies.

val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.argsJson: JSONObject get() = JSONObject(getString("args") ?: "{}")
val Bundle.resumeToken: ResumeToken? get() = getString("resume_token")?.let(::ResumeToken)
val Bundle.deadlinePassed: Boolean get() = getLong("deadline_at_ms") <= System.currentTimeMillis()

fun errorReply(code: String, message: String): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", false)
    putInt("protocol_version", 2)
}

fun successReply(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", json)
}

fun Context.isTrustedCaller(uid: Int): Boolean =
    packageManager.hasSigningCertificate(uid, LATCHKEY_CERT, 1)

private val LATCHKEY_CERT = byteArrayOf(0x3a, 0x11, 0x7c, 0x42)
