package com.example.r36k1

import android.os.Bundle

// Replies.kt: reply envelopes (top-level, RepliesKt).

fun ok(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":$json}")
}

fun fail(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
    putInt("protocol_version", 2)
}
