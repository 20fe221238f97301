package app.larder.kitchen.cetp

import java.util.concurrent.ConcurrentHashMap

data class Session(
    val token: String,
    val uid: Int,
    val providerId: String,
    val capabilities: Set<String>,
    val expiresAt: Long,
)

/** Negotiated sessions (§2.2), bound to UID and provider; they end with the process and Consumers negotiate again. */
object Sessions {
    private const val TTL_MS = 20 * 60 * 1000L
    private val live = ConcurrentHashMap<String, Session>()

    @JvmStatic
    fun open(uid: Int, providerId: String, capabilities: Set<String>): Session =
        Session(Tokens.fresh(), uid, providerId, capabilities, System.currentTimeMillis() + TTL_MS)
            .also { live[it.token] = it }

    @JvmStatic
    fun current(token: String?, uid: Int, providerId: String): Session? =
        token?.let { live[it] }
            ?.takeIf { it.uid == uid && it.providerId == providerId }
            ?.takeUnless { it.expiresAt <= System.currentTimeMillis() }
}
