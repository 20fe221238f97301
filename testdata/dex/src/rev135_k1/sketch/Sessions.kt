package com.fernhill.lend

import android.content.pm.PackageManager
import java.util.concurrent.ConcurrentHashMap

/** The assistants Fernhill serves, by package and the SHA-256 of their signing certificate. */
class CallerCheck(private val pm: PackageManager, private val trusted: Map<String, String>) {
    /** The package of [uid] when it is exactly one trusted assistant signed with its known certificate. */
    fun admit(uid: Int): String? {
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val digest = trusted[pkg] ?: return null
        return pkg.takeIf { pm.hasSigningCertificate(it, digest.unhex(), PackageManager.CERT_INPUT_SHA256) }
    }
}

private fun String.unhex(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }

class Session(val token: String, val uid: Int, val expiresAt: Long)

/** Negotiated sessions of one provider, by token, bound to the UID that negotiated. */
class SessionBook(private val tokens: TokenGenerator, private val ttlMillis: Long = 60 * 60 * 1000L) {
    private val open = ConcurrentHashMap<String, Session>()

    fun start(caller: Caller): Session {
        val now = System.currentTimeMillis()
        open.values.removeIf { it.expiresAt <= now }
        return Session(tokens.next(), caller.uid, now + ttlMillis).also { open[it.token] = it }
    }

    fun find(token: String?, uid: Int): Session? {
        val session = open[token ?: return null] ?: return null
        return session.takeIf { it.uid == uid && it.expiresAt > System.currentTimeMillis() }
    }
}
