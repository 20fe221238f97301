package app.quire.reader.cetp

import android.os.Bundle
import java.util.concurrent.ConcurrentHashMap
import org.json.JSONArray
import org.json.JSONObject

data class Session(val token: String, val uid: Int, val providerId: String, val capabilities: Set<String>, val expiresAt: Long)

/** Negotiated sessions (§2.2): bound to UID, provider and capabilities; a restart forgets them and Consumers negotiate again. */
object Sessions {
    private const val TTL_MS = 30 * 60 * 1000L
    private val live = ConcurrentHashMap<String, Session>()

    @JvmStatic
    fun open(uid: Int, providerId: String, capabilities: Set<String>): Session {
        val session = Session(Tokens.fresh(), uid, providerId, capabilities, System.currentTimeMillis() + TTL_MS)
        live[session.token] = session
        return session
    }

    @JvmStatic
    fun current(token: String?, uid: Int, providerId: String): Session? {
        val session = token?.let { live[it] } ?: return null
        if (session.uid != uid || session.providerId != providerId) return null
        if (session.expiresAt <= System.currentTimeMillis()) {
            live.remove(session.token)
            return null
        }
        return session
    }
}

/** negotiate: CETP 2 only; the optional capabilities both sides name; a session for the calling UID. */
fun negotiate(extras: Bundle, uid: Int, providerId: String, providerName: String, offered: Set<String>): Bundle {
    val versions = extras.getIntArray("consumer_versions")
    if (versions == null || 2 !in versions) {
        val out = Bundle()
        out.putString("status", "error")
        out.putString("error_code", ErrorCode.UNSUPPORTED_VERSION.name)
        out.putString("error_message", "$providerName speaks CETP version 2 only.")
        out.putBoolean("retryable", false)
        return out
    }
    val asked = runCatching { JSONArray(extras.getString("consumer_capabilities") ?: "[]") }.getOrElse { JSONArray() }
    val common = LinkedHashSet<String>()
    for (i in 0 until asked.length()) {
        val name = asked.optString(i)
        if (name in offered) common.add(name)
    }
    val session = Sessions.open(uid, providerId, common)
    val limits = JSONObject()
        .put("max_request_bytes", MAX_REQUEST_BYTES)
        .put("max_inline_result_bytes", MAX_INLINE_BYTES)
        .put("max_concurrent_requests", 2)
        .put("idempotency_window_seconds", 86400)
    val data = JSONObject()
        .put("selected_version", 2)
        .put("provider_id", providerId)
        .put("provider_name", providerName)
        .put("session_token", session.token)
        .put("capabilities", JSONArray(common))
        .put("limits", limits)
    val out = Bundle()
    out.putString("status", "success")
    out.putString("data", data.toString())
    return out
}
