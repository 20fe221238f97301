package com.example.r36k2

import android.app.PendingIntent
import android.os.Bundle

// Replies.kt: reply envelopes.

object Replies {
    fun ok(json: String): Bundle = envelope("success").apply { putString("data", "{\"kind\":\"inline\",\"value\":$json}") }

    fun file(size: Long): Bundle = envelope("success").apply {
        putString("data", "{\"kind\":\"file\",\"media_type\":\"text/plain\",\"size_bytes\":$size}")
    }

    fun error(code: String, message: String, retryable: Boolean = false): Bundle = envelope("error").apply {
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", retryable)
    }

    fun internal(e: Throwable): Bundle = error("INTERNAL_ERROR", "trip failed: " + e.message)

    fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
        error("USER_ACTION_REQUIRED", "confirm in Curbshare").apply {
            putParcelable("resolution", resolution)
            putString("resume_token", resumeToken)
        }

    private fun envelope(status: String) = Bundle().apply {
        putString("status", status)
        putInt("protocol_version", 2)
    }
}
