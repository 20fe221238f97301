package com.hearthkit

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

// negotiate: v2 only, no optional capability; the session is the caller's.
fun negotiate(req: Request, caller: Caller, desk: Desk, providerName: String): Bundle {
    val offered = req.extras.getIntArray("consumer_versions") ?: IntArray(0)
    if (2 !in offered) {
        return Bundle().apply {
            putString("status", "error")
            putString("error_code", "UNSUPPORTED_VERSION")
            putString("error_message", "$providerName speaks CETP v2 only")
            putBoolean("retryable", false)
        }
    }
    val session = SessionBook.open(caller.uid, desk.providerId)
    val limits = JSONObject()
        .put("max_request_bytes", 65536)
        .put("max_inline_result_bytes", 262144)
        .put("max_concurrent_requests", 2)
        .put("idempotency_window_seconds", 86400)
    val data = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", desk.providerId)
        .put("provider_name", providerName)
        .put("session_token", session.id.raw)
        .put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
        .put("capabilities", JSONArray())
        .put("limits", limits)
    return Bundle().apply {
        putString("status", "success")
        putString("data", data.toString())
    }
}
