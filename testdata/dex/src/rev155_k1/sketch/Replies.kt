package com.tidewell.home

import android.app.PendingIntent
import android.os.Bundle
import org.json.JSONObject

/** The v2 response envelope (§4.2, §5): status, protocol_version 2 and the echoed request_id. */
fun envelope(requestId: String?, status: String): Bundle = Bundle().apply {
    putString("status", status)
    putInt("protocol_version", 2)
    requestId?.let { putString("request_id", it) }
}

fun success(requestId: String?, value: JSONObject): Bundle = envelope(requestId, "success").apply {
    putString("data", JSONObject().put("kind", "inline").put("value", value).toString())
}

fun failure(requestId: String?, code: String, message: String, retryable: Boolean = false): Bundle =
    envelope(requestId, "error").apply {
        putString("error_code", code)
        putString("error_message", message)
        putBoolean("retryable", retryable)
    }

/** USER_ACTION_REQUIRED with the resolution to launch and the token to resume with (§4.3). */
fun needsUser(requestId: String, resolution: PendingIntent, resumeToken: String, message: String): Bundle =
    failure(requestId, "USER_ACTION_REQUIRED", message).apply {
        putParcelable("resolution", resolution)
        putString("resume_token", resumeToken)
    }

/** A mutation's recorded outcome (the `replays` table), bound to its tool and the digest of its args. */
class Prior(val tool: String, val argsDigest: String, val status: String, val data: String) {
    fun replay(requestId: String, tool: String, argsDigest: String): Bundle =
        if (tool != this.tool || argsDigest != this.argsDigest) {
            failure(requestId, "INVALID_REQUEST", "This request_id was already used for another call.")
        } else {
            envelope(requestId, status).apply { putString("data", data) }
        }
}
