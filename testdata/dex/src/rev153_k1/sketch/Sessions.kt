package com.parcelnest.app

/** A negotiated session; sessions live as long as the process (a restart answers NEGOTIATION_REQUIRED). */
class Session private constructor(
    val token: String,
    val uid: Int,
    val providerId: String,
    val capabilities: Set<String>,
    val expiresAt: Long,
) {
    val largeResults: Boolean get() = "large_results" in capabilities

    companion object {
        private const val TTL_MS = 30 * 60 * 1000L
        private val open = HashMap<String, Session>()

        @Synchronized
        fun open(uid: Int, providerId: String, capabilities: Set<String>): Session =
            Session(Tokens.next(), uid, providerId, capabilities, System.currentTimeMillis() + TTL_MS)
                .also { open[it.token] = it }

        @Synchronized
        fun find(token: String?, uid: Int, providerId: String): Session? =
            token?.let { open[it] }
                ?.takeIf { it.uid == uid && it.providerId == providerId }
                ?.takeIf { it.expiresAt > System.currentTimeMillis() }
    }
}

/** What a held call is bound to: written by the provider's `state { }` block, checked on redemption. */
@ToolDsl
class TicketState {
    var uid: Int = -1
    var providerId: String = ""
    var tool: String = ""
    var argsDigest: String = ""
    var requestId: String = ""
    var expiresAt: Long = 0L

    @Volatile
    var answer: Boolean? = null
}

/** Calls waiting for the user, by resume token. */
object Tickets {
    const val TTL_MS = 10 * 60 * 1000L
    private val held = HashMap<String, TicketState>()

    /** Holds a ticket described by [block]; the new resume token is its key. */
    @Synchronized
    fun state(block: TicketState.() -> Unit): String =
        Tokens.next().also { token -> held[token] = TicketState().apply(block) }

    @Synchronized
    fun answer(token: String, approved: Boolean) {
        held[token]?.answer = approved
    }

    /** Single use: the ticket is gone whatever the outcome. null unless it is this very call's and the user answered. */
    @Synchronized
    fun redeem(token: String, call: ToolCall): Boolean? =
        held.remove(token)
            ?.takeIf { it.uid == call.uid && it.providerId == call.providerId && it.tool == call.toolName }
            ?.takeIf { it.argsDigest == call.argsDigest && it.requestId == call.requestId }
            ?.takeIf { it.expiresAt > System.currentTimeMillis() }
            ?.answer
}
