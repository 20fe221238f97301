package com.larkbook

import android.content.Context
import android.content.pm.PackageManager

data class Caller(val uid: Int, val pkg: String)

/** The assistants Larkbook serves, by package and the SHA-256 of their signing certificate. */
class CallerGate(private val ctx: Context, private val trusted: Map<String, String>) {
    private val certs by lazy(LazyThreadSafetyMode.NONE) { trusted.mapValues { (_, hex) -> hex.unhex() } }

    /** The caller behind [uid], when it is one package we know, signed by the certificate we know. */
    operator fun invoke(uid: Int): Caller? {
        val pm = ctx.packageManager
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val cert = certs[pkg] ?: return null
        return Caller(uid, pkg).takeIf { pm.hasSigningCertificate(pkg, cert, PackageManager.CERT_INPUT_SHA256) }
    }
}

private fun String.unhex(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }
