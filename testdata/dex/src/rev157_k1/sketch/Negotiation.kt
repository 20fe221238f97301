package com.brightmoor.pantry

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

class ToolSpec(val name: String, val scopes: Set<String>, val mutating: Boolean, val descriptor: String)

fun negotiate(request: Bundle, uid: Int, providerId: String, name: String): Bundle {
    val versions = request.getIntArray("consumer_versions")
    if (versions == null || 2 !in versions) return failure(null, "UNSUPPORTED_VERSION", "Only CETP 2 is supported.")
    if (runCatching { JSONArray(request.getString("consumer_capabilities") ?: "") }.isFailure) {
        return failure(null, "INVALID_REQUEST", "consumer_capabilities must be a JSON array.")
    }
    val session = Sessions.open(uid, providerId)
    val data = JSONObject().put("selected_version", 2).put("provider_id", providerId).put("provider_name", name)
        .put("session_token", session.token).put("capabilities", JSONArray())
        .put("limits", JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 2).put("idempotency_window_seconds", 86400))
    return Bundle().apply {
        putString("status", "success")
        putString("data", data.toString())
    }
}

fun listing(revision: String, tools: List<ToolSpec>, granted: Set<String>): JSONObject {
    val visible = JSONArray()
    for (tool in tools) if (granted.containsAll(tool.scopes)) visible.put(JSONObject(tool.descriptor))
    return JSONObject().put("revision", revision).put("tools", visible)
}
