package app.kestrel.notes.cetp

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap

class Session(val uid: Int, val providerId: String, val capabilities: Set<String>, val expiresAt: Long)

/** Negotiated sessions of one provider, bound to the calling UID, version 2 and the capability set. */
class Sessions(private val providerId: String, private val providerName: String, private val offered: Set<String>) {
    private val live = ConcurrentHashMap<String, Session>()

    fun current(token: String?, uid: Int): Session? {
        if (token == null) return null
        val s = live[token] ?: return null
        if (s.uid != uid || s.providerId != providerId) return null
        if (s.expiresAt < System.currentTimeMillis()) {
            live.remove(token)
            return null
        }
        return s
    }

    fun negotiate(extras: Bundle, uid: Int): Bundle {
        val versions = extras.getIntArray("consumer_versions")
            ?: return errorBundle(null, ErrorCode.INVALID_REQUEST, "consumer_versions is required.")
        if (2 !in versions) return errorBundle(null, ErrorCode.UNSUPPORTED_VERSION, "This provider speaks CETP version 2 only.")
        val asked = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "[]") }.getOrNull()
            ?: return errorBundle(null, ErrorCode.INVALID_REQUEST, "consumer_capabilities must be a JSON array.")
        val common = LinkedHashSet<String>()
        for (i in 0 until asked.length()) {
            val c = asked.optString(i)
            if (c in offered) common.add(c)
        }
        val token = Tokens.fresh()
        val expiresAt = System.currentTimeMillis() + SESSION_TTL_MS
        live[token] = Session(uid, providerId, common, expiresAt)
        val limits = JSONObject()
            .put("max_request_bytes", MAX_REQUEST_BYTES)
            .put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 2)
            .put("idempotency_window_seconds", 86400)
        val data = JSONObject()
            .put("selected_version", 2)
            .put("provider_id", providerId)
            .put("provider_name", providerName)
            .put("session_token", token)
            .put("expires_at", isoUtc(expiresAt))
            .put("capabilities", JSONArray().also { arr -> common.forEach { arr.put(it) } })
            .put("limits", limits)
        val out = Bundle()
        out.putString("status", "success")
        out.putString("data", data.toString())
        return out
    }

    private companion object {
        const val SESSION_TTL_MS = 6L * 60 * 60 * 1000
    }
}

fun isoUtc(ms: Long): String {
    val f = java.text.SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", java.util.Locale.US)
    f.timeZone = java.util.TimeZone.getTimeZone("UTC")
    return f.format(java.util.Date(ms))
}
