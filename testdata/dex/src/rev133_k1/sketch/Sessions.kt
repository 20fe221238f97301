package com.brambleway

import android.content.Context
import android.content.pm.PackageManager
import java.util.concurrent.ConcurrentHashMap

data class Caller(val uid: Int, val pkg: String)

/** The assistants Brambleway serves, by package and the SHA-256 of their signing certificate. */
class CallerGate(private val ctx: Context, private val trusted: Map<String, String>) {
    fun admit(uid: Int): Caller? = with(ctx.packageManager) {
        val pkg = getPackagesForUid(uid)?.singleOrNull() ?: return null
        val digest = trusted[pkg]?.hexBytes() ?: return null
        Caller(uid, pkg).takeIf { hasSigningCertificate(pkg, digest, PackageManager.CERT_INPUT_SHA256) }
    }
}

private fun String.hexBytes(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }

data class Session(val token: SessionToken, val uid: Int, val expiresAt: Long)

/** Negotiated sessions of one provider, by token, bound to the UID that negotiated. */
class SessionBook(private val tokens: TokenSource = SecureIds, private val ttlMillis: Long = 60 * 60 * 1000L) {
    private val open = ConcurrentHashMap<String, Session>()

    fun start(caller: Caller): Session {
        val now = System.currentTimeMillis()
        open.values.removeIf { it.expiresAt <= now }
        return Session(SessionToken(tokens.next()), caller.uid, now + ttlMillis).also { open[it.token.raw] = it }
    }

    fun find(raw: String?, uid: Int): Session? =
        raw?.let { open[it] }?.takeIf { it.uid == uid && it.expiresAt > System.currentTimeMillis() }
}
