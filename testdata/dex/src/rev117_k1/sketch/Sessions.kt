package com.larderly

import android.util.Log

data class Session(val token: String, val uid: Int, val capabilities: List<String>, val expiresAt: Long) {
    fun expired(now: Long = System.currentTimeMillis()): Boolean = now >= expiresAt
}

interface SessionStore {
    fun open(uid: Int, capabilities: List<String>): Session
    fun find(token: String?): Session?
    fun close(token: String)
}

class MemorySessions(private val mint: TokenMint) : SessionStore {
    private val live = HashMap<String, Session>()

    @Synchronized
    override fun open(uid: Int, capabilities: List<String>): Session {
        val session = Session(mint.mint(), uid, capabilities, System.currentTimeMillis() + TTL_MS)
        live[session.token] = session
        return session
    }

    @Synchronized
    override fun find(token: String?): Session? = live[token ?: return null]?.takeUnless { it.expired() }

    @Synchronized
    override fun close(token: String) {
        live.remove(token)
    }

    companion object {
        const val TTL_MS = 30 * 60 * 1000L
    }
}

// The wrapper the pantry uses: a session only counts for the UID that negotiated it.
class CallerBoundSessions(private val inner: SessionStore) : SessionStore by inner {
    fun findFor(token: String?, uid: Int): Session? = inner.find(token)?.takeIf { it.uid == uid }
}

// The wrapper the order desk uses: logs new sessions, forwards everything else.
class LoggingSessions(private val inner: SessionStore) : SessionStore by inner {
    override fun open(uid: Int, capabilities: List<String>): Session =
        inner.open(uid, capabilities).also { Log.i("LarderlySessions", "session for uid $uid until ${it.expiresAt}") }
}
