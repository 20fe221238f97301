package app.keelson.backup.cetp

import java.util.concurrent.ConcurrentHashMap

const val CONFIRM = "confirm"
const val GRANT = "grant"
const val SIGN_IN = "sign_in"

/** An execute_tool call waiting for the user, bound to the caller, the tool, the request_id and the args bytes. */
class HeldCall(val token: ResumeToken, val kind: String, val uid: Int, val caller: PackageName, val providerId: String,
               val tool: String, val requestId: String, val argsDigest: String, val expiresAt: Long) {
    @Volatile var approved = false
}

/** Held calls by resume token; a token is taken out on its first use. */
object HeldCalls {
    private val held = ConcurrentHashMap<String, HeldCall>()

    fun hold(token: ResumeToken, kind: String, call: Call): HeldCall {
        val entry = HeldCall(token, kind, call.uid, call.caller, call.providerId, call.tool, call.requestId,
            call.argsDigest, System.currentTimeMillis() + 10 * 60 * 1000L)
        held[token.raw] = entry
        return entry
    }

    fun peek(token: ResumeToken): HeldCall? = held[token.raw]

    fun approve(token: ResumeToken) {
        peek(token)?.approved = true
    }

    fun deny(token: ResumeToken) {
        held.remove(token.raw)
    }

    /** The held call [token] names, removed, when it is this very call of this caller and has not expired. */
    fun take(token: ResumeToken, call: Call): HeldCall? {
        val entry = held.remove(token.raw) ?: return null
        if (entry.uid != call.uid || entry.providerId != call.providerId || entry.tool != call.tool) return null
        if (entry.requestId != call.requestId || entry.argsDigest != call.argsDigest) return null
        return if (entry.expiresAt >= System.currentTimeMillis()) entry else null
    }
}

/** The held call this resume token names, for [call]: single use. */
fun ResumeToken.redeemFor(call: Call): HeldCall? = HeldCalls.take(this, call)

/** True when the held call is a confirmation the user approved. */
val HeldCall?.confirmed: Boolean get() = this != null && kind == CONFIRM && approved
