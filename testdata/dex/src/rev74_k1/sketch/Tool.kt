package com.tutortime

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Bundle
import org.json.JSONObject

class ToolCtx(val context: Context, val uid: Int, val pkg: String, val req: Bundle) {
    val argsJson: String = req.getString("args") ?: "{}"
    val args = JSONObject(argsJson)
}

val Bundle.toolName: String? get() = getString("tool_name")

val Bundle.sessionToken: String? get() = getString("session_token")

fun okBundle(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}")
}

fun errorBundle(code: String, message: String): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", code == "UNAVAILABLE")
}

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    errorBundle("USER_ACTION_REQUIRED", "confirm on the TutorTime screen").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }

fun confirmIntent(ctx: Context, target: Class<*>, code: Int): PendingIntent =
    PendingIntent.getActivity(ctx, code, Intent(ctx, target), PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
