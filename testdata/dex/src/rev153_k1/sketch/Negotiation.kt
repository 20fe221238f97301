package com.parcelnest.app

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.time.Instant

/** negotiate (§2.2): version 2 only; the optional capabilities both sides have; a session bound to the UID. */
fun negotiate(request: Bundle, uid: Int, providerId: String, providerName: String, optional: Set<String>): Reply {
    val versions = request.getIntArray("consumer_versions")
    if (versions == null || 2 !in versions) {
        return failure("UNSUPPORTED_VERSION", "This provider speaks CETP version 2 only.")
    }
    val offered = runCatching { JSONArray(request.getString("consumer_capabilities") ?: "") }
        .map { array -> (0 until array.length()).map { array.getString(it) }.toSet() }
        .getOrElse { return failure("INVALID_REQUEST", "consumer_capabilities must be a JSON array of strings.") }
    val session = Session.open(uid, providerId, optional intersect offered)
    val data = JSONObject().put("selected_version", 2).put("provider_id", providerId).put("provider_name", providerName)
        .put("session_token", session.token).put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
        .put("capabilities", JSONArray(session.capabilities))
        .put("limits", JSONObject().put("max_request_bytes", 65536).put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 2).put("idempotency_window_seconds", 86400))
    return {
        putString("status", "success")
        putString("data", data.toString())
    }
}

/** get_provider_info (§3.2). */
fun providerInfo(providerId: String, providerName: String, description: String, scopes: String): JSONObject = JSONObject()
    .put("provider_id", providerId).put("provider_name", providerName).put("description", description)
    .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema").put("scopes", JSONArray(scopes))
