package com.chorechart

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

val Bundle.toolName: String? get() = getString("tool_name")

fun Bundle.toolArgs(): JSONObject = JSONObject(getString("args") ?: "{}")

fun okBundle(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}")
}

fun errorBundle(code: String, message: String): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", false)
}

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    errorBundle("USER_ACTION_REQUIRED", "a parent must confirm in ChoreChart").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }
