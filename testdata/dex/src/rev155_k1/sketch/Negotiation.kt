package com.tidewell.home

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** negotiate (§2.2): CETP 2 only, no optional capability (no operations, no file results), a session for the UID. */
fun negotiate(request: Bundle, uid: Int, providerId: String, providerName: String): Bundle {
    val versions = request.getIntArray("consumer_versions")
    if (versions == null || 2 !in versions) {
        return failure(null, "UNSUPPORTED_VERSION", "Tidewell speaks CETP version 2 only.")
    }
    val capabilities = request.getString("consumer_capabilities")
    if (capabilities == null || runCatching { JSONArray(capabilities) }.isFailure) {
        return failure(null, "INVALID_REQUEST", "consumer_capabilities must be a JSON array of strings.")
    }
    val session = Sessions.open(uid, providerId)
    val data = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("session_token", session.token)
        .put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
        .put("capabilities", JSONArray())
        .put("limits", JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 2).put("idempotency_window_seconds", 86400))
    return Bundle().apply {
        putString("status", "success")
        putString("data", data.toString())
    }
}

/** get_provider_info (§3.2). */
fun providerInfo(providerId: String, providerName: String, description: String, scopes: String): JSONObject =
    JSONObject().put("provider_id", providerId).put("provider_name", providerName).put("description", description)
        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema").put("scopes", JSONArray(scopes))

/** list_tools (§3.3): the tools whose every scope [granted] holds. */
fun listing(revision: String, tools: List<ToolSpec>, granted: Set<String>): JSONObject {
    val visible = JSONArray()
    for (tool in tools) {
        if (granted.containsAll(tool.scopes)) visible.put(JSONObject(tool.descriptor))
    }
    return JSONObject().put("revision", revision).put("tools", visible)
}
