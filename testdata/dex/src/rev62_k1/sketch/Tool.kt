package com.tutortime

import android.app.PendingIntent
import android.content.Context
import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONObject

fun interface Tool {
    fun run(ctx: ToolCtx): Bundle
}

class ToolCtx(val context: Context, val uid: Int, val pkg: String, val req: Bundle) {
    val args = JSONObject(req.getString("args") ?: "{}")
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

fun fileBundle(fd: ParcelFileDescriptor): Bundle = Bundle().apply {
    putString("status", "success")
    putString("data", "{\"kind\":\"file\",\"media_type\":\"text/csv\"}")
    putParcelable("result_fd", fd)
}
