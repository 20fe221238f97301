package app.larder.home.cetp

import app.larder.home.arch.SavedStateHandle
import java.util.concurrent.ConcurrentHashMap

/** A call waiting for the user; its saved state receives the confirmation screen's answer. */
class Pending(
    val uid: Int,
    val providerId: String,
    val tool: String,
    val requestId: String,
    val argsDigest: String,
    val expiresAt: Long,
) {
    val state = SavedStateHandle()
}

/** Parked calls by resume token: bound to UID, provider, tool, request_id and args digest, and single-use. */
object Confirmations {
    private const val TTL_MS = 15L * 60 * 1000
    private val parked = ConcurrentHashMap<String, Pending>()

    fun park(token: String, uid: Int, providerId: String, tool: String, requestId: String, argsDigest: String): Pending {
        val pending = Pending(uid, providerId, tool, requestId, argsDigest, System.currentTimeMillis() + TTL_MS)
        parked[token] = pending
        return pending
    }

    fun redeem(token: String, uid: Int, providerId: String, tool: String, requestId: String, argsDigest: String): Pending? {
        val p = parked[token] ?: return null
        if (p.uid != uid || p.providerId != providerId || p.tool != tool) return null
        if (p.requestId != requestId || p.argsDigest != argsDigest) return null
        if (p.expiresAt < System.currentTimeMillis() || !p.state.contains(APPROVED)) return null
        return if (parked.remove(token, p)) p else null
    }
}
