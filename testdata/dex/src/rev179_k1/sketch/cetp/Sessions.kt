package io.quillkit.notes.cetp

import android.os.Bundle
import io.quillkit.notes.core.PlatformClock
import io.quillkit.notes.core.PlatformRandom
import io.quillkit.notes.core.buildJson
import org.json.JSONArray
import java.util.concurrent.ConcurrentHashMap

class Session(val token: String, val uid: Int, val capabilities: Set<String>, val createdAt: Long, val expiresAt: Long)

/** One provider's negotiated sessions. Tokens are SecureRandom hex, bound to the UID and the capability set. */
class SessionBook(
    private val providerId: String,
    private val providerName: String,
    private val offered: Set<String>,
    private val clock: PlatformClock,
    private val random: PlatformRandom,
) {
    private val live = ConcurrentHashMap<String, Session>()

    /** The session a request's token names, if it belongs to [uid] and has not expired. */
    fun byToken(token: String?, uid: Int): Session? {
        if (token.isNullOrEmpty()) return null
        val session = live[token] ?: return null
        if (session.uid != uid) return null
        if (session.expiresAt <= clock.nowMs()) {
            live.remove(token)
            return null
        }
        return session
    }

    /** The newest unexpired session negotiated by [uid]. */
    fun latestFor(uid: Int): Session? {
        val now = clock.nowMs()
        return live.values.asSequence()
            .filter { it.uid == uid && it.expiresAt > now }
            .maxByOrNull { it.createdAt }
    }

    fun negotiate(uid: Int, extras: Bundle): Bundle {
        val versions = extras.getIntArray("consumer_versions")
            ?: return errorBundle(null, ErrorCode.INVALID_REQUEST, "consumer_versions is required.")
        if (2 !in versions) return errorBundle(null, ErrorCode.UNSUPPORTED_VERSION, "Quill speaks CETP version 2 only.")
        val asked = try {
            JSONArray(extras.getString("consumer_capabilities") ?: "[]")
        } catch (e: org.json.JSONException) {
            return errorBundle(null, ErrorCode.INVALID_REQUEST, "consumer_capabilities must be a JSON array of strings.")
        }
        val common = LinkedHashSet<String>()
        for (i in 0 until asked.length()) {
            val name = asked.optString(i)
            if (name in offered) common.add(name)
        }
        val now = clock.nowMs()
        val session = Session(random.token(32), uid, common, now, now + TTL_MS)
        live[session.token] = session
        val data = buildJson {
            "selected_version" by 2
            "provider_id" by providerId
            "provider_name" by providerName
            "session_token" by session.token
            "expires_at" by java.time.Instant.ofEpochMilli(session.expiresAt).toString()
            strings("capabilities", common)
            obj("limits") {
                "max_request_bytes" by MAX_REQUEST_BYTES
                "max_inline_result_bytes" by MAX_INLINE_RESULT_BYTES
                "max_concurrent_requests" by 2
                "idempotency_window_seconds" by 86400
            }
        }
        val out = Bundle()
        out.putString("status", "success")
        out.putString("data", data.toString())
        return out
    }

    private companion object {
        const val TTL_MS = 6L * 60 * 60 * 1000
    }
}
