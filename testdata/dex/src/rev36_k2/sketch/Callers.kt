package com.example.r36k2

import android.content.Context
import android.content.pm.PackageManager
import android.util.Base64
import java.security.MessageDigest
import java.security.SecureRandom
import java.util.concurrent.ConcurrentHashMap

// Callers.kt: partner checks, sessions and resume tokens.

private val FLEET_CERT = byteArrayOf(0x11, 0x4e, 0x2b, 0x7a)

fun Context.isFleetPartner(uid: Int): Boolean {
    val pkgs = packageManager.getPackagesForUid(uid) ?: return false
    for (pkg in pkgs) {
        if (signedByFleet(pkg)) return true
    }
    return false
}

fun Context.signedByFleet(pkg: String): Boolean {
    val cert = packageManager.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures?.firstOrNull() ?: return false
    return MessageDigest.getInstance("SHA-256").digest(cert.toByteArray()).contentEquals(FLEET_CERT)
}

fun Context.packageNameFor(uid: Int): String = packageManager.getPackagesForUid(uid)?.singleOrNull() ?: "uid:$uid"

private val random = SecureRandom()

fun freshToken(): String {
    val bytes = ByteArray(20)
    random.nextBytes(bytes)
    return Base64.encodeToString(bytes, Base64.NO_WRAP or Base64.URL_SAFE)
}

class SessionTable {
    private val owners = ConcurrentHashMap<String, Int>()

    fun open(uid: Int): String = freshToken().also { owners[it] = uid }

    fun owns(token: String?, uid: Int): Boolean = token != null && owners[token] == uid
}

class ResumeTable {
    private class Pending(val uid: Int, val tool: String)

    private val pending = ConcurrentHashMap<String, Pending>()

    fun issue(uid: Int, tool: String): String = freshToken().also { pending[it] = Pending(uid, tool) }

    fun redeem(token: String, tool: String): Boolean = pending.remove(token)?.tool == tool

    fun redeemFor(token: String, uid: Int, tool: String): Boolean {
        val p = pending.remove(token) ?: return false
        return p.uid == uid && p.tool == tool
    }
}
