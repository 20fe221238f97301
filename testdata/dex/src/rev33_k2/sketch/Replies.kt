package com.example.r33k2

import android.app.PendingIntent
import android.os.Bundle

// Replies.kt: the envelopes, as default methods every Tidecast provider shares.

interface Replies {
    fun success(json: String): Bundle = Bundle().apply {
        putString("status", "success")
        putInt("protocol_version", 2)
        putString("data", json)
    }

    fun error(code: String, message: String): Bundle = Bundle().apply {
        putString("status", "error")
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", code == "UNAVAILABLE")
        putInt("protocol_version", 2)
    }

    fun needsUser(resolution: PendingIntent, message: String): Bundle =
        error("USER_ACTION_REQUIRED", message).apply { putParcelable("resolution", resolution) }
}
