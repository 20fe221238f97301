package com.hivewatch

import android.app.PendingIntent
import android.content.Context
import android.os.Bundle
import org.json.JSONObject

interface ToolHandler {
    fun run(ctx: ToolCtx, args: JSONObject): Bundle
}

class ToolCtx(val context: Context, val uid: Int, val req: Bundle) {
    val resumeToken: String? get() = req.getString("resume_token")
}

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
    errorBundle("USER_ACTION_REQUIRED", "confirm on the HiveWatch screen").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }
