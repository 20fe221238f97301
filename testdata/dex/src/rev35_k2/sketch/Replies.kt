package com.example.r35k2

import android.app.PendingIntent
import android.os.Bundle

// Replies.kt: Pawprint's reply envelopes and its failure hierarchy (top-level, RepliesKt).

const val KEY_RESULT_FD = "result_fd"

sealed interface Failure {
    class Refused(val code: String, val detail: String, val retryable: Boolean = false) : Failure
    class Crashed(val cause: Throwable) : Failure
}

fun Failure.toBundle(): Bundle = when (this) {
    is Failure.Refused -> errorReply(code, detail, retryable)
    is Failure.Crashed -> errorReply("INTERNAL_ERROR", "record store failed: $cause", false)
}

fun errorReply(code: String, message: String, retryable: Boolean): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
    putInt("protocol_version", 2)
}

fun success(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":$json}")
}

fun fileReply(size: Long): Bundle = success("null").apply {
    putString("data", "{\"kind\":\"file\",\"media_type\":\"application/pdf\",\"size_bytes\":$size}")
}

fun needsUser(resolution: PendingIntent, resumeToken: String): Bundle =
    Failure.Refused("USER_ACTION_REQUIRED", "confirm in Pawprint").toBundle().also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }
