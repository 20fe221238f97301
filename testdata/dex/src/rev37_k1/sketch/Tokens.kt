package com.example.r37k1

import android.content.Context
import android.content.pm.PackageManager
import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.atomic.AtomicInteger

// Tokens.kt: token sources, sessions, resume tokens, the partner check, the audit trail.

interface TokenSource {
    fun next(): String
}

object SecureTokens : TokenSource {
    private val rng = SecureRandom()
    override fun next(): String = Base64.encodeToString(ByteArray(24).also { rng.nextBytes(it) }, Base64.NO_WRAP or Base64.URL_SAFE)
}

object ClockTokens : TokenSource {
    private val counter = AtomicInteger()
    override fun next(): String = "${System.currentTimeMillis()}-${counter.incrementAndGet()}"
}

private val PARTNER_CERT = byteArrayOf(0x31, 0x7a, 0x0c, 0x58)

fun Context.isWheelshareApp(uid: Int): Boolean =
    packageManager.hasSigningCertificate(uid, PARTNER_CERT, PackageManager.CERT_INPUT_SHA256)

class SessionBook(private val tokens: TokenSource) {
    private val owners = HashMap<String, Int>()

    @Synchronized
    fun open(uid: Int): String = tokens.next().also { owners[it] = uid }

    @Synchronized
    fun valid(token: String?, uid: Int): Boolean = token != null && owners[token] == uid
}

class Pending(val uid: Int, val tool: String, val expiresAt: Long)

class ResumeBook(private val tokens: TokenSource) {
    private val open = ConcurrentHashMap<String, Pending>()

    fun issue(uid: Int, tool: String): String =
        tokens.next().also { open[it] = Pending(uid, tool, System.currentTimeMillis() + 300_000L) }

    fun take(token: String, uid: Int, tool: String): Boolean {
        val p = open.remove(token) ?: return false
        return p.uid == uid && p.tool == tool && p.expiresAt > System.currentTimeMillis()
    }
}

object Audit {
    fun record(ctx: Context, tool: String, who: String?) {
        ctx.getSharedPreferences("audit", Context.MODE_PRIVATE).edit()
            .putString("last_$tool", who ?: "unknown")
            .apply()
    }
}
