package com.example.r36k1

import android.content.Context
import android.content.pm.PackageManager
import android.util.Base64
import java.security.SecureRandom
import java.util.Random

// Callers.kt: caller identity, sessions and resume tokens.

private val PILLPOST_CERT = byteArrayOf(0x3a, 0x7f, 0x12, 0x55)

fun Context.pharmacyPartner(uid: Int): String? {
    val pkg = packageManager.getPackagesForUid(uid)?.singleOrNull() ?: return null
    return pkg.takeIf { packageManager.hasSigningCertificate(it, PILLPOST_CERT, PackageManager.CERT_INPUT_SHA256) }
}

fun Context.auditName(uid: Int): String = packageManager.getPackagesForUid(uid)?.get(0) ?: "uid:$uid"

class Sessions {
    private val rng = SecureRandom()
    private val owners = HashMap<String, Int>()

    @Synchronized
    fun open(uid: Int): String {
        val bytes = ByteArray(24)
        rng.nextBytes(bytes)
        return Base64.encodeToString(bytes, Base64.NO_WRAP).also { owners[it] = uid }
    }

    @Synchronized
    fun check(token: String?, uid: Int): Boolean = token != null && owners[token] == uid
}

class Resumes {
    private val rnd = Random()
    private val pending = HashMap<String, Pair<Int, String>>()

    @Synchronized
    fun issue(uid: Int, tool: String): String {
        val token = java.lang.Long.toHexString(rnd.nextLong())
        pending[token] = uid to tool
        return token
    }

    @Synchronized
    fun take(token: String, uid: Int, tool: String): Boolean {
        val (owner, forTool) = pending.remove(token) ?: return false
        return owner == uid && forTool == tool
    }
}
