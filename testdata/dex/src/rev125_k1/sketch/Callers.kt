package com.spokeshare

import android.content.Context
import android.content.pm.PackageManager

data class Caller(val uid: Int, val pkg: String)

/** The assistants allowed to drive Spokeshare, by package and the SHA-256 of their signing certificate. */
object Callers {
    private val KNOWN = mapOf(
        "com.clawseed.agent" to "5d1c8f0e2a7b49c3a6f1e08d7b2c4a9e3f6d1b0c8a7e5f4d3c2b1a09e8d7c6b5",
        "org.pedalassist.companion" to "a3b9e1d7c5f20846b1e9d3c7a5f2e0b8d6c4a2f1e9b7d5c3a1f0e8d6b4c2a0f9",
    )

    @JvmStatic
    fun admit(ctx: Context, uid: Int): Caller? {
        val pm = ctx.packageManager
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val digest = KNOWN[pkg] ?: return null
        val signed = pm.hasSigningCertificate(pkg, unhex(digest), PackageManager.CERT_INPUT_SHA256)
        return if (signed) Caller(uid, pkg) else null
    }

    private fun unhex(hex: String): ByteArray = ByteArray(hex.length / 2) { i -> hex.substring(2 * i, 2 * i + 2).toInt(16).toByte() }
}
