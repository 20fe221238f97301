package com.harborline.ledger

import android.content.Context
import android.content.pm.PackageManager
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.asFlow
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.flow.firstOrNull
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import kotlinx.coroutines.withContext
import java.security.SecureRandom

object Tokens {
    val secure = SecureRandom()

    suspend fun mint(fill: (ByteArray) -> Unit): String = withContext(Dispatchers.Default) {
        val bytes = ByteArray(24)
        fill(bytes)
        bytes.joinToString("") { "%02x".format(it) }
    }
}

class Session(val uid: Int, val expiresAt: Long)

class SessionBook {
    private val lock = Mutex()
    private val open = HashMap<String, Session>()

    suspend fun open(uid: Int): String {
        val token = Tokens.mint { Tokens.secure.nextBytes(it) }
        lock.withLock { open[token] = Session(uid, System.currentTimeMillis() + 3_600_000L) }
        return token
    }

    suspend fun find(token: String?, uid: Int): Session? = lock.withLock {
        val s = open[token ?: return null] ?: return null
        if (s.uid != uid || s.expiresAt < System.currentTimeMillis()) null else s
    }
}

abstract class CallerGate(private val context: Context) {
    private val trusted = mapOf(
        "com.clawseed.assistant" to "9f2c4e81a07b3d55c1e6f8a2b4d7093e5a1c6b8f2d4e7a9c0b3f5d8e1a2c4b6d",
    )

    protected val pm: PackageManager get() = context.packageManager

    protected fun signedByTrusted(pkg: String): Boolean {
        val digest = trusted[pkg] ?: return false
        return pm.hasSigningCertificate(pkg, hexBytes(digest), PackageManager.CERT_INPUT_SHA256)
    }

    abstract suspend fun admit(uid: Int): String?
}

class AnyTrustedGate(context: Context) : CallerGate(context) {
    override suspend fun admit(uid: Int): String? {
        val packages = pm.getPackagesForUid(uid) ?: return null
        return packages.asFlow().filter { signedByTrusted(it) }.firstOrNull()
    }
}

class SoleTrustedGate(context: Context) : CallerGate(context) {
    override suspend fun admit(uid: Int): String? {
        val packages = pm.getPackagesForUid(uid) ?: return null
        val matched = packages.asFlow().filter { signedByTrusted(it) }.toList()
        return if (packages.size == 1 && matched.size == 1) matched[0] else null
    }
}

fun hexBytes(hex: String): ByteArray = ByteArray(hex.length / 2) { hex.substring(it * 2, it * 2 + 2).toInt(16).toByte() }
