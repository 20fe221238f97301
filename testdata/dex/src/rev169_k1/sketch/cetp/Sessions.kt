package app.trailmark.logbook.cetp

import android.util.Log
import java.util.concurrent.ConcurrentHashMap
import kotlin.properties.Delegates

data class Session(
    val token: String,
    val uid: Int,
    val providerId: String,
    val capabilities: Set<String>,
    val expiresAt: Long,
)

/** Negotiated sessions; a process restart drops them and Consumers negotiate again (§2.2). */
object Sessions {
    private const val TTL_MS = 30 * 60 * 1000L
    private val byToken = ConcurrentHashMap<String, Session>()

    var opened: Int by Delegates.observable(0) { _, _, count ->
        if (count % 100 == 0) Log.i(TAG, "$count tool sessions since start")
    }
        private set

    fun open(uid: Int, providerId: String, capabilities: Set<String>): Session {
        val session = Session(TokenSources.secure.next(), uid, providerId, capabilities, Clocks.wall.now() + TTL_MS)
        byToken[session.token] = session
        opened += 1
        return session
    }

    fun current(token: String?, uid: Int, providerId: String): Session? =
        token?.let { byToken[it] }
            ?.takeIf { it.uid == uid && it.providerId == providerId }
            ?.takeIf { it.expiresAt > Clocks.wall.now() }
}
