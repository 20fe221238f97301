package app.larder.home.cetp

import android.os.Bundle
import org.json.JSONArray
import org.json.JSONObject
import java.text.SimpleDateFormat
import java.util.Date
import java.util.Locale
import java.util.TimeZone
import java.util.concurrent.ConcurrentHashMap

class Session(val uid: Int, val providerId: String, val capabilities: Set<String>, val expiresAt: Long)

/** One provider's negotiated sessions: a SecureRandom token bound to the UID, version 2 and the capability set. */
class Sessions(private val providerId: String, private val providerName: String, private val offered: Set<String>) {
    private val live = ConcurrentHashMap<String, Session>()

    fun current(token: String?, uid: Int): Session? {
        if (token.isNullOrEmpty()) return null
        val session = live[token] ?: return null
        if (session.uid != uid || session.providerId != providerId) return null
        if (session.expiresAt <= System.currentTimeMillis()) {
            live.remove(token)
            return null
        }
        return session
    }

    fun negotiate(call: ToolCall): Bundle {
        val versions = call.extras.getIntArray("consumer_versions")
            ?: return errorBundle(null, ErrorCode.INVALID_REQUEST, "consumer_versions is required.")
        if (2 !in versions) return errorBundle(null, ErrorCode.UNSUPPORTED_VERSION, "Larder speaks CETP version 2 only.")
        val asked = try {
            JSONArray(call.extras.getString("consumer_capabilities") ?: "[]")
        } catch (e: org.json.JSONException) {
            return errorBundle(null, ErrorCode.INVALID_REQUEST, "consumer_capabilities must be a JSON array of strings.")
        }
        val common = LinkedHashSet<String>()
        for (i in 0 until asked.length()) {
            val name = asked.optString(i)
            if (name in offered) common.add(name)
        }
        val token = Tokens.fresh()
        val expiresAt = System.currentTimeMillis() + TTL_MS
        live[token] = Session(call.uid, providerId, common, expiresAt)
        val limits = JSONObject()
            .put("max_request_bytes", MAX_REQUEST_BYTES)
            .put("max_inline_result_bytes", 262144)
            .put("max_concurrent_requests", 2)
            .put("idempotency_window_seconds", 86400)
        val caps = JSONArray()
        for (c in common) caps.put(c)
        val data = JSONObject()
            .put("selected_version", 2)
            .put("provider_id", providerId)
            .put("provider_name", providerName)
            .put("session_token", token)
            .put("expires_at", utc(expiresAt))
            .put("capabilities", caps)
            .put("limits", limits)
        val out = Bundle()
        out.putString("status", "success")
        out.putString("data", data.toString())
        return out
    }

    private companion object {
        const val TTL_MS = 4L * 60 * 60 * 1000

        fun utc(ms: Long): String {
            val f = SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US)
            f.timeZone = TimeZone.getTimeZone("UTC")
            return f.format(Date(ms))
        }
    }
}
