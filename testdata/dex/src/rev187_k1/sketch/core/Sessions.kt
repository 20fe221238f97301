package app.larder.core

import java.util.concurrent.ConcurrentHashMap

/** A negotiated session (§2.2), bound to the calling UID, the version and the granted capabilities. */
class Session(val token: String, val uid: Int, val capabilities: Set<String>, val expiresAt: Long) {
    val live: Boolean get() = expiresAt > System.currentTimeMillis()

    companion object {
        private const val TTL_MS = 12 * 60 * 60 * 1000L

        fun open(uid: Int, capabilities: Set<String>): Session =
            Session(Tokens.session(43), uid, capabilities, System.currentTimeMillis() + TTL_MS)
    }
}

/** Sessions live in memory: a process restart answers NEGOTIATION_REQUIRED, which §2.2 allows. */
object Sessions {
    private val byToken = ConcurrentHashMap<String, Session>()

    fun open(uid: Int, capabilities: Set<String>): Session = Session.open(uid, capabilities).also {
        byToken.values.removeAll { s -> !s.live }
        byToken[it.token] = it
    }

    fun find(token: String?, uid: Int): Session? =
        token?.let { byToken[it] }?.takeIf { it.uid == uid && it.live }
}
