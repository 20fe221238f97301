package net.pantrybox.app.core

import com.clawseed.sdk.provider.CetpProviderRequest

/**
 * Calls parked for Provider-side confirmation. A resume token is single use and bound to the caller UID, the
 * provider, the tool, the request ID, a digest of the original args and an expiry; the screen ticket only lets
 * the (non-exported) confirmation Activity show the call and record the answer.
 */
object ConfirmationDesk {
    enum class Verdict { APPROVED, DENIED, INVALID }

    class Parked(
        @JvmField val resumeToken: String,
        @JvmField val ticket: String,
        @JvmField val callerUid: Int,
        @JvmField val providerId: String,
        @JvmField val tool: String,
        @JvmField val requestId: String,
        @JvmField val argsDigest: String,
        @JvmField val summary: String,
        @JvmField val expiresAt: Long,
    ) {
        @JvmField
        var answer: Boolean? = null
    }

    private const val TTL_MS = 10 * 60 * 1000L
    private val byToken = HashMap<String, Parked>()
    private val tokenByTicket = HashMap<String, String>()

    @Synchronized
    fun park(request: CetpProviderRequest, providerId: String, summary: String): Parked {
        val p = Parked(Tokens.hex(32), Tokens.hex(16), request.callerUid, providerId, request.tool.name,
            request.requestId, request.argsText.sha256(), summary, System.currentTimeMillis() + TTL_MS)
        byToken[p.resumeToken] = p
        tokenByTicket[p.ticket] = p.resumeToken
        return p
    }

    @Synchronized
    fun describe(ticket: String): String? = tokenByTicket[ticket]?.let { byToken[it] }?.summary

    @Synchronized
    fun answer(ticket: String, approved: Boolean): Boolean {
        val p = tokenByTicket.remove(ticket)?.let { byToken[it] } ?: return false
        p.answer = approved
        return true
    }

    @Synchronized
    fun redeem(request: CetpProviderRequest, providerId: String): Verdict {
        val token = request.resumeToken ?: return Verdict.INVALID
        val p = byToken.remove(token) ?: return Verdict.INVALID
        tokenByTicket.remove(p.ticket)
        val bound = p.callerUid == request.callerUid && p.providerId == providerId && p.tool == request.tool.name &&
            p.requestId == request.requestId && p.argsDigest == request.argsText.sha256() &&
            System.currentTimeMillis() < p.expiresAt
        return when {
            !bound -> Verdict.INVALID
            p.answer == true -> Verdict.APPROVED
            else -> Verdict.DENIED
        }
    }
}
