package com.fieldkit

import android.os.Bundle
import org.json.JSONObject

fun JSONObject.toSpeciesFilter(): SpeciesFilter =
    SpeciesFilter(optString("species").trim(), optInt("limit", 50))

fun JSONObject.toSample(): Sample =
    Sample(getString("id"), getString("species"), optString("site"), optInt("count", 1))

fun UiResult.toBundle(): Bundle = when (this) {
    is UiResult.Ok -> okBundle(json)
    is UiResult.Failed -> errorBundle(code, message)
    is UiResult.NeedsUser -> needsUser(resolution, resumeToken)
}

val Bundle.toolName: String? get() = getString("tool_name")

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

fun needsUser(resolution: android.app.PendingIntent, resumeToken: String): Bundle =
    errorBundle("USER_ACTION_REQUIRED", "confirm on the FieldKit screen").also {
        it.putParcelable("resolution", resolution)
        it.putString("resume_token", resumeToken)
    }

fun fileBundle(size: Long, fd: android.os.ParcelFileDescriptor): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"file\",\"media_type\":\"application/json\",\"size_bytes\":" + size + "}")
    putParcelable("result_fd", fd)
}
