package com.tidetable

import android.app.PendingIntent
import android.os.Bundle

val Bundle.toolName: String? get() = getString("tool_name")

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
    errorBundle("USER_ACTION_REQUIRED", "confirm on the TideTable screen").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }
