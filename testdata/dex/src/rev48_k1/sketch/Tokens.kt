package com.visitloop.care

import android.content.Context
import android.util.Base64
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

interface TokenSource {
    fun next(): String
}

object SecureTokens : TokenSource {
    private val rng = SecureRandom()

    override fun next(): String {
        val bytes = ByteArray(24)
        rng.nextBytes(bytes)
        return Base64.encodeToString(bytes, Base64.NO_WRAP or Base64.URL_SAFE)
    }
}

object ClockTokens : TokenSource {
    private var issued = 0

    override fun next(): String = "shift-" + System.currentTimeMillis().toString(36) + "-" + (++issued)
}

class Pending(val uid: Int, val tool: String)

class ResumeBook {
    private val open = ConcurrentHashMap<String, Pending>()

    fun hold(token: String, uid: Int, tool: String) {
        open[token] = Pending(uid, tool)
    }

    fun take(token: String?, uid: Int, tool: String): Boolean {
        val pending = open.remove(token ?: return false) ?: return false
        return pending.uid == uid && pending.tool == tool
    }
}

class SessionBook(private val tokens: TokenSource) {
    private val live = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String = tokens.next().also { live[it] = uid }

    fun owns(token: String?, uid: Int): Boolean = token != null && live[token] == uid
}

fun Context.isCareTeam(uid: Int, pkg: String): Boolean {
    val pm = packageManager
    val only = pm.getPackagesForUid(uid)?.singleOrNull() ?: return false
    return only == pkg && pm.hasSigningCertificate(only, VisitConfig.TEAM_CERT, 1)
}
