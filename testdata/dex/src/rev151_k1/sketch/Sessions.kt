package com.tallyfold.money

import android.os.Bundle

class Session(val uid: CallerUid, val providerId: String, val capabilities: Set<String>, val expiresAt: Long) {
    val async: Boolean get() = "async_operations" in capabilities
}

/** Negotiated sessions; they live as long as the process (a restart answers NEGOTIATION_REQUIRED). */
object Sessions {
    private const val TTL_MS = 30 * 60 * 1000L
    private val open = HashMap<SessionToken, Session>()

    @Synchronized
    fun open(uid: CallerUid, providerId: String, capabilities: Set<String>): Pair<SessionToken, Session> =
        (SessionToken(Entropy.secure.token(32)) to Session(uid, providerId, capabilities, System.currentTimeMillis() + TTL_MS))
            .also { (token, session) -> open[token] = session }

    @Synchronized
    fun find(token: String?, uid: CallerUid, providerId: String): Session? =
        token?.let { open[SessionToken(it)] }
            ?.takeIf { it.uid == uid && it.providerId == providerId }
            ?.takeIf { it.expiresAt > System.currentTimeMillis() }
}

/** An admitted v2 call: the UID call() read, the caller's package, the session, and the extras. */
class ToolCall(val uid: CallerUid, val callerPackage: String, val providerId: String, val session: Session, val extras: Bundle) {
    val tool: String get() = extras.toolName
    val requestId: String get() = extras.requestId.orEmpty()
    val argsDigest: String by lazy { sha256Hex(extras.rawArgs) }
    val retryKey: RetryKey get() = RetryKey(uid, providerId, requestId)
}

class Ticket(val uid: CallerUid, val providerId: String, val tool: String, val argsDigest: String, val requestId: String, val expiresAt: Long) {
    @Volatile
    var answer: Boolean? = null
}

/** Calls waiting for the user, by resume token. */
object Tickets {
    private const val TTL_MS = 10 * 60 * 1000L
    private val held = HashMap<ResumeToken, Ticket>()

    @Synchronized
    fun hold(call: ToolCall): ResumeToken = ResumeToken(Entropy.secure.token(32)).also { token ->
        held[token] = Ticket(call.uid, call.providerId, call.tool, call.argsDigest, call.requestId, System.currentTimeMillis() + TTL_MS)
    }

    @Synchronized
    fun answer(token: ResumeToken, approved: Boolean) {
        held[token]?.answer = approved
    }

    /** Single use: the ticket is gone whatever the outcome. null unless it is this very call's and the user answered. */
    @Synchronized
    fun redeem(token: ResumeToken, call: ToolCall): Boolean? =
        held.remove(token)
            ?.takeIf { it.uid == call.uid && it.providerId == call.providerId && it.tool == call.tool }
            ?.takeIf { it.argsDigest == call.argsDigest && it.requestId == call.requestId }
            ?.takeIf { it.expiresAt > System.currentTimeMillis() }
            ?.answer
}
