package app.larder.kitchen.cetp

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject

/** negotiate (§2.2): CETP 2 only; the capabilities both sides name; a session bound to the calling UID. */
fun negotiate(extras: Bundle, uid: Int, providerId: String, providerName: String, offered: Set<String>): Bundle {
    extras.getIntArray("consumer_versions")?.takeIf { 2 in it }
        ?: return Bundle().apply {
            putString("status", "error")
            putString("error_code", ErrorCode.UNSUPPORTED_VERSION.name)
            putString("error_message", "$providerName supports CETP version 2 only.")
            putBoolean("retryable", false)
        }
    val asked = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "[]") }.getOrElse { JSONArray() }
    val common = (0 until asked.length()).map(asked::optString).filterTo(LinkedHashSet()) { it in offered }
    val session = Sessions.open(uid, providerId, common)
    val data = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("session_token", session.token)
        .put("capabilities", JSONArray(common))
        .put("limits", JSONObject().apply {
            put("max_request_bytes", MAX_REQUEST_BYTES)
            put("max_inline_result_bytes", MAX_INLINE_BYTES)
            put("max_concurrent_requests", 2)
            put("idempotency_window_seconds", 86400)
        })
    return Bundle().apply {
        putString("status", "success")
        putString("data", data.toString())
    }
}
