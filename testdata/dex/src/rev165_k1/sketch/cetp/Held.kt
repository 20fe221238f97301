package app.quillmark.notes.cetp

import java.util.concurrent.ConcurrentHashMap

const val EXTRA_TOKEN = "app.quillmark.notes.extra.RESUME_TOKEN"
const val EXTRA_SUMMARY = "app.quillmark.notes.extra.SUMMARY"
const val HELD_TTL_MS = 10 * 60 * 1000L

/** An execute_tool call waiting for the user: bound to the caller, tool, request and the exact args bytes. */
class HeldCall(val token: String, val uid: Int, val providerId: String, val tool: String, val requestId: String,
               val argsDigest: String, val expiresAt: Long) {
    @Volatile
    var decision: Int = PENDING

    companion object {
        const val PENDING = 0
        const val APPROVED = 1
        const val DENIED = 2
    }
}

/** Held calls by resume token. A token is taken out on its first use, whatever the outcome. */
object HeldCalls {
    private val held = ConcurrentHashMap<String, HeldCall>()

    @JvmStatic
    fun hold(call: Call, token: String): HeldCall =
        HeldCall(token, call.uid, call.providerId, call.tool, call.requestId, call.argsDigest,
            System.currentTimeMillis() + HELD_TTL_MS).also { held[token] = it }

    /** The confirmation screen's answer. */
    @JvmStatic
    fun decide(token: String?, approved: Boolean) {
        token?.let { held[it] }?.decision = if (approved) HeldCall.APPROVED else HeldCall.DENIED
    }

    /** The held call [call]'s resume_token names, when it is this caller's, for this exact call, and not expired. */
    @JvmStatic
    fun redeem(call: Call): HeldCall? =
        call.resumeToken?.let { held.remove(it) }?.takeIf {
            it.uid == call.uid && it.providerId == call.providerId && it.tool == call.tool &&
                it.requestId == call.requestId && it.argsDigest == call.argsDigest &&
                it.expiresAt > System.currentTimeMillis()
        }
}
