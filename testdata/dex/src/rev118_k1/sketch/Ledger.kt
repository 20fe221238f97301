package com.quillbox

import android.util.Base64
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.update
import kotlin.random.Random

class Pending(val uid: Int, val tool: String, val args: String, val expiresAt: Long)

// Resume tokens of one provider: bound to caller, tool and the raw args text, kept in a StateFlow map.
class ResumeLedger(private val rng: Random) {
    private val entries = MutableStateFlow<Map<String, Pending>>(emptyMap())

    fun issue(uid: Int, tool: ToolName, args: String): String {
        val token = Base64.encodeToString(rng.nextBytes(24), Base64.NO_WRAP or Base64.URL_SAFE)
        entries.update { it + (token to Pending(uid, tool.raw, args, System.currentTimeMillis() + 600_000L)) }
        return token
    }

    // Single use: the entry is dropped before anything is compared.
    fun redeem(token: String?, uid: Int, tool: ToolName, args: String): Boolean {
        if (token == null) return false
        val pending = entries.value[token] ?: return false
        entries.update { it - token }
        return matches(pending, token, uid, tool, args)
    }

    // For retries after a Binder timeout: the same token may come back, so it stays.
    fun check(token: String?, uid: Int, tool: ToolName, args: String): Boolean {
        if (token == null) return false
        val pending = entries.value[token] ?: return false
        return matches(pending, token, uid, tool, args)
    }

    private fun matches(p: Pending, token: String, uid: Int, tool: ToolName, args: String): Boolean =
        p.uid == uid && p.tool == tool.raw && p.args == args &&
            p.expiresAt > System.currentTimeMillis() && Approvals.granted(token)
}

// What the user decided in a confirmation activity, by resume token.
object Approvals {
    private val decided = MutableStateFlow<Set<String>>(emptySet())

    fun grant(token: String) = decided.update { it + token }

    fun deny(token: String) = decided.update { it - token }

    fun granted(token: String): Boolean = token in decided.value
}
