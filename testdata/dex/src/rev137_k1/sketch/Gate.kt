package com.saltmarsh.ferry

import android.content.pm.PackageManager

/** Who called: the UID read on the Binder thread, and the one package it maps to. */
data class Caller(val uid: Int, val pkg: String)

/** The assistants Saltmarsh serves, by package and the SHA-256 of their signing certificate. */
class CallerGate(private val pm: PackageManager, private val trusted: Map<String, String>) {
    /** [uid] when it maps to exactly one trusted package that is signed with the known certificate. */
    fun admit(uid: Int): Caller? =
        pm.getPackagesForUid(uid)
            ?.singleOrNull()
            ?.takeIf { pkg -> trusted[pkg]?.let { digest -> pm.hasSigningCertificate(pkg, digest.hexBytes(), PackageManager.CERT_INPUT_SHA256) } == true }
            ?.let { pkg -> Caller(uid, pkg) }
}

private fun String.hexBytes(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }
