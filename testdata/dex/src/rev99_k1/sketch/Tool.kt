package com.parkrun

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Bundle
import org.json.JSONObject

val Bundle.toolName: String? get() = getString("tool_name")
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.resumeToken: String? get() = getString("resume_token")

fun JSONObject.flag(name: String) = optBoolean(name)
fun JSONObject.text(name: String): String = optString(name)

fun okBundle(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", buildString { append("{\"kind\":\"inline\",\"value\":"); append(json); append("}") })
}

fun errorBundle(code: String, message: String): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", false)
}

fun errorBundle(message: String?): Bundle = errorBundle("INTERNAL_ERROR", message ?: "internal error")

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    errorBundle("USER_ACTION_REQUIRED", "confirm on the ParkRun screen").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }

fun Context.confirm(target: Class<out Activity>, flags: Int): PendingIntent =
    PendingIntent.getActivity(this, target.name.hashCode(), Intent(this, target), flags)
