package com.example.r37k1

import android.os.Bundle
import android.os.ParcelFileDescriptor
import org.json.JSONObject
import java.io.File

// Envelopes.kt: Wheelshare's reply envelopes and request accessors (top-level, EnvelopesKt).

const val KEY_MESSAGE = "error_message"

fun okBundle(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":$json}")
}

fun okFile(size: Long): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"file\",\"media_type\":\"application/json\",\"size_bytes\":$size}")
}

fun errorBundle(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString(KEY_MESSAGE, message)
    putBoolean("retryable", retryable)
    putInt("protocol_version", 2)
}

fun describe(t: Throwable): String = "${t.javaClass.name}: ${t.message}"

fun openResult(file: File, mode: Int = ParcelFileDescriptor.MODE_READ_WRITE or ParcelFileDescriptor.MODE_CREATE): ParcelFileDescriptor =
    ParcelFileDescriptor.open(file, mode)

val Bundle.args: JSONObject get() = JSONObject(getString("args") ?: "{}")
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.pastDeadline: Boolean get() = getLong("deadline_at_ms") <= System.currentTimeMillis()

fun JSONObject.text(key: String): String = optString(key, "").trim()
