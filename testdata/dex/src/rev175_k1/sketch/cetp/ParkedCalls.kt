package app.kestrel.notes.cetp

import android.content.Context
import java.util.concurrent.ConcurrentHashMap

/** A call waiting for the user's answer in ConfirmActivity. */
class Parked(
    val uid: Int,
    val providerId: String,
    val tool: ToolName,
    val requestId: RequestId,
    val argsDigest: String,
    val summary: String,
    val expiresAt: Long,
) {
    @Volatile
    var approved: Boolean? = null
}

object ParkedCalls {
    private const val TTL_MS = 10L * 60 * 1000
    private val calls = ConcurrentHashMap<String, Parked>()

    fun park(uid: Int, providerId: String, tool: ToolName, requestId: RequestId, argsDigest: String, summary: String): String {
        val token = Tokens.fresh()
        calls[token] = Parked(uid, providerId, tool, requestId, argsDigest, summary, System.currentTimeMillis() + TTL_MS)
        return token
    }

    /** For ConfirmActivity (not exported; opened only through the provider's PendingIntent). */
    fun pending(token: String): Parked? = calls[token]?.takeIf { it.approved == null }

    fun answer(token: String, approved: Boolean) {
        calls[token]?.approved = approved
    }

    /**
     * The parked call for this resume, removed on first use: only for the same UID, provider, tool, request_id and
     * args digest, before expiry, once the user has answered.
     */
    fun redeem(token: String, uid: Int, providerId: String, tool: ToolName, requestId: RequestId, argsDigest: String): Parked? {
        val p = calls[token] ?: return null
        if (p.uid != uid || p.providerId != providerId || p.tool != tool) return null
        if (p.requestId != requestId || p.argsDigest != argsDigest) return null
        if (p.expiresAt < System.currentTimeMillis() || p.approved == null) return null
        return if (calls.remove(token, p)) p else null
    }
}

/**
 * Provider-side confirmation of one call: without a resume token the call is parked and answered
 * USER_ACTION_REQUIRED; with one, it proceeds only when the parked call is this caller's and the user approved.
 */
fun confirmOrPark(
    context: Context, factory: ResolutionFactory, uid: Int, providerId: String, tool: ToolName,
    requestId: RequestId, rawArgs: String, resumeToken: String?, summary: String,
) {
    val digest = sha256Hex(rawArgs.toByteArray())
    if (resumeToken == null) {
        val token = ParkedCalls.park(uid, providerId, tool, requestId, digest, summary)
        throw ToolException(ToolFailure.Pending(factory.create(context, token, token.hashCode()), token))
    }
    val parked = ParkedCalls.redeem(resumeToken, uid, providerId, tool, requestId, digest)
        ?: throw ToolException(ToolFailure.BadResume)
    if (parked.approved != true) throw ToolException(ToolFailure.Declined)
}
