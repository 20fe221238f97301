package com.hearthly

import android.content.Context
import android.content.pm.PackageManager

data class Caller(val uid: Int, val pkg: String)

/** The assistants allowed to drive Hearthly, by package and the SHA-256 of their signing certificate. */
class CallerGate(private val ctx: Context) {
    private val trusted = mapOf(
        "com.clawseed.agent" to "5d1c8f0e2a7b49c3a6f1e08d7b2c4a9e3f6d1b0c8a7e5f4d3c2b1a09e8d7c6b5",
        "net.homeassist.companion" to "c41e9a07d3b85f26e1a0c9d8b7f6e5d4c3b2a1908f7e6d5c4b3a29180f7e6d5c",
    )
    private val certs by lazy(LazyThreadSafetyMode.NONE) { trusted.mapValues { (_, hex) -> hex.unhex() } }

    fun admit(uid: Int): Caller? {
        val pm = ctx.packageManager
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val cert = certs[pkg] ?: return null
        return Caller(uid, pkg).takeIf { pm.hasSigningCertificate(pkg, cert, PackageManager.CERT_INPUT_SHA256) }
    }
}

private fun String.unhex(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }
