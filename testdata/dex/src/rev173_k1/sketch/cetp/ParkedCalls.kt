package app.quire.reader.cetp

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

/** A tool call waiting for the user: a confirmation, a scope grant or an account sign-in. */
class Parked(
    val token: String,
    val seq: Long,
    val kind: String,
    val uid: Int,
    val pkg: String,
    val providerId: String,
    val tool: String,
    val requestId: String,
    val argsDigest: String,
    val summary: String,
    val scopes: List<String>,
    val expiresAt: Long,
    val decided: Boolean = false,
    val approved: Boolean = false,
) {
    fun answered(approved: Boolean): Parked = Parked(
        token, seq, kind, uid, pkg, providerId, tool, requestId, argsDigest, summary, scopes, expiresAt, true, approved,
    )
}

/** Parked calls of both providers; the Activities answer them, the providers resume them. */
object ParkedCalls {
    const val CONFIRM = "confirm"
    const val GRANT = "grant"
    const val SIGN_IN = "sign_in"
    private const val MAX_PARKED = 32
    private const val TTL_MS = 10 * 60 * 1000L

    private val lock = Mutex()
    private val nextSeq = MutableStateFlow(0L)
    val state = MutableStateFlow<Map<String, Parked>>(emptyMap())

    /** Parks a call under a fresh token; the oldest one goes when too many wait. */
    suspend fun park(kind: String, call: Call, summary: String, scopes: List<String>): Parked = lock.withLock {
        val seq = nextSeq.value + 1
        nextSeq.value = seq
        val held = Parked(
            token = Tokens.fresh(),
            seq = seq,
            kind = kind,
            uid = call.caller.uid,
            pkg = call.caller.pkg,
            providerId = call.providerId,
            tool = call.tool,
            requestId = call.requestId,
            argsDigest = call.argsDigest,
            summary = summary,
            scopes = scopes,
            expiresAt = System.currentTimeMillis() + TTL_MS,
        )
        state.update { current ->
            val kept = if (current.size < MAX_PARKED) current else current - current.values.minBy { it.seq }.token
            kept + (held.token to held)
        }
        held
    }

    /** For the Activities: the call behind [token] while it is unanswered and not expired. */
    fun pending(token: String): Parked? =
        state.value[token]?.takeIf { !it.decided && it.expiresAt > System.currentTimeMillis() }

    fun decide(token: String, approved: Boolean) {
        state.update { current ->
            val held = current[token]
            if (held == null || held.decided) current else current + (token to held.answered(approved))
        }
    }

    /** Takes the call behind [token] out of the table (single use). */
    suspend fun consume(token: String): Parked? = lock.withLock {
        val held = state.value[token] ?: return@withLock null
        state.update { it - token }
        held.takeIf { it.expiresAt > System.currentTimeMillis() }
    }

    /** Takes the call behind [token] out of the table and returns it only to the call it was parked for. */
    suspend fun redeem(token: String, uid: Int, providerId: String, tool: String, requestId: String, argsDigest: String): Parked? =
        lock.withLock {
            val held = state.value[token] ?: return@withLock null
            state.update { it - token }
            held.takeIf { it.uid == uid && it.providerId == providerId && it.tool == tool }
                ?.takeIf { it.requestId == requestId && it.argsDigest == argsDigest }
                ?.takeIf { it.expiresAt > System.currentTimeMillis() }
        }
}
