package com.larderly

import android.util.Base64
import java.util.Random

class TokenMint(private val rng: Random) {
    fun mint(bytes: Int = 24): String {
        val raw = ByteArray(bytes)
        rng.nextBytes(raw)
        return Base64.encodeToString(raw, Base64.URL_SAFE or Base64.NO_WRAP or Base64.NO_PADDING)
    }
}

// Resume tokens: single use, bound to the caller, the tool and the exact argument text.
class ResumeBook(private val mint: TokenMint) {
    private class Pending(val uid: Int, val tool: String, val args: String, val until: Long)

    private val pending = HashMap<String, Pending>()

    @Synchronized
    fun issue(uid: Int, tool: String, args: String): String {
        val token = mint.mint()
        pending[token] = Pending(uid, tool, args, System.currentTimeMillis() + 10 * 60 * 1000L)
        return token
    }

    @Synchronized
    fun redeem(token: String?, uid: Int, tool: String, args: String): Boolean {
        val held = pending.remove(token ?: return false) ?: return false
        if (held.uid != uid || held.tool != tool || held.args != args) return false
        return held.until > System.currentTimeMillis() && Approvals.consume(token)
    }
}

// Filled by the confirmation activities when the user approves.
object Approvals {
    private val granted = HashSet<String>()

    @Synchronized
    fun grant(token: String) {
        granted.add(token)
    }

    @Synchronized
    fun consume(token: String): Boolean = granted.remove(token)
}
