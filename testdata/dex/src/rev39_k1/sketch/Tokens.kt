package com.hearthguard.claims

import android.util.Base64
import java.security.SecureRandom
import java.util.Random
import java.util.concurrent.ConcurrentHashMap

// Tokens.kt: token mints, sessions and resume holds (classes2.dex).

@JvmInline
value class ClaimToken(val raw: String)

interface TokenMint {
    fun mint(): ClaimToken
}

object SecureMint : TokenMint {
    private val rng = SecureRandom()

    override fun mint(): ClaimToken {
        val bytes = ByteArray(24)
        rng.nextBytes(bytes)
        return ClaimToken(Base64.encodeToString(bytes, Base64.NO_WRAP or Base64.URL_SAFE))
    }
}

class QuickMint : TokenMint {
    private val rng = Random()

    override fun mint(): ClaimToken = ClaimToken("wd-" + java.lang.Long.toHexString(rng.nextLong()))
}

class SessionBook(private val mint: TokenMint) {
    private val open = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String {
        val token = mint.mint().raw
        open[token] = uid
        return "{\"session_token\":\"$token\"}"
    }

    fun valid(token: String?, uid: Int): Boolean = token != null && open[token] == uid
}

data class Hold(val uid: Int, val tool: String)

class ResumeLedger {
    private val holds = ConcurrentHashMap<String, Hold>()

    fun hold(token: ClaimToken, uid: Int, tool: String) {
        holds[token.raw] = Hold(uid, tool)
    }

    fun take(token: String, uid: Int, tool: String): Boolean {
        val (owner, forTool) = holds.remove(token) ?: return false
        return owner == uid && forTool == tool
    }

    fun peek(token: String, uid: Int, tool: String): Boolean {
        val (owner, forTool) = holds[token] ?: return false
        return owner == uid && forTool == tool
    }
}
