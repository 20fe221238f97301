package com.inkwell

import android.app.PendingIntent
import android.os.Bundle

object Envelope {
    fun ok(req: Bundle, json: String): Bundle = Bundle().apply {
        putString("status", "success")
        putInt("protocol_version", 2)
        putString("request_id", req.getString("request_id"))
        putString("data", "{\"kind\":\"inline\",\"value\":$json}")
    }

    @JvmOverloads
    fun error(req: Bundle, code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
        putString("status", "error")
        putInt("protocol_version", 2)
        putString("request_id", req.getString("request_id"))
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", retryable)
    }

    fun needsUser(req: Bundle, resolution: PendingIntent, resumeToken: String): Bundle =
        error(req, "USER_ACTION_REQUIRED", "confirm this on the Inkwell screen").also {
            it.putParcelable("resolution", resolution)
            it.putString("resume_token", resumeToken)
        }
}
