package com.larderly

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

fun negotiate(extras: Bundle, caller: Caller, providerId: String, providerName: String): Bundle {
    val offered = extras.getIntArray("consumer_versions") ?: IntArray(0)
    if (2 !in offered) return reply { error("UNSUPPORTED_VERSION", "Larderly speaks CETP v2 only") }
    val session = Sessions.open(caller.uid, providerId)
    val limits = buildMap {
        put("max_request_bytes", 65536)
        put("max_inline_result_bytes", 262144)
        put("max_concurrent_requests", 2)
        put("idempotency_window_seconds", 86400)
    }
    val data = JSONObject().apply {
        put("selected_version", 2)
        put("provider_id", providerId)
        put("provider_name", providerName)
        put("session_token", session.token)
        put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
        put("capabilities", JSONArray())
        put("limits", JSONObject(limits))
    }
    return Bundle().apply {
        putString("status", "success")
        putString("data", data.toString())
    }
}
