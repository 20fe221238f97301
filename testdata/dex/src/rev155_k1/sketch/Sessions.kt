package com.tidewell.home

/** A negotiated session; sessions live as long as the process (after a restart: NEGOTIATION_REQUIRED). */
class Session(val token: String, val uid: Int, val providerId: String, val expiresAt: Long)

object Sessions {
    private const val TTL_MS = 30 * 60 * 1000L
    private val open = HashMap<String, Session>()

    @Synchronized
    fun open(uid: Int, providerId: String): Session {
        val session = Session(Tokens.secure(), uid, providerId, System.currentTimeMillis() + TTL_MS)
        open[session.token] = session
        return session
    }

    /** The session [token] names, if it is [uid]'s with [providerId] and has not expired. */
    @Synchronized
    fun find(token: String?, uid: Int, providerId: String): Session? {
        val session = open[token ?: return null] ?: return null
        if (session.uid != uid || session.providerId != providerId) return null
        return session.takeIf { it.expiresAt > System.currentTimeMillis() }
    }

    /** The newest live session that [uid] negotiated with [providerId]. */
    @Synchronized
    fun activeFor(uid: Int, providerId: String): Session? {
        val now = System.currentTimeMillis()
        var newest: Session? = null
        for (session in open.values) {
            if (session.uid != uid || session.providerId != providerId || session.expiresAt <= now) continue
            if (newest == null || session.expiresAt > newest.expiresAt) newest = session
        }
        return newest
    }
}
