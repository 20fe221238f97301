package com.larchwood.library

import android.content.pm.PackageManager

/** The caller of one call(): its UID, read on the Binder thread, and the one package behind it. */
data class Caller(val uid: Int, val pkg: String)

/** Admits the assistants Larchwood trusts: one package for the UID, signed with the certificate on file. */
class CallerGate(private val pm: PackageManager, private val certificates: Map<String, String>) {
    fun admit(uid: Int): Caller? {
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val digest = certificates[pkg] ?: return null
        return if (pm.hasSigningCertificate(pkg, unhex(digest), PackageManager.CERT_INPUT_SHA256)) Caller(uid, pkg) else null
    }

    private fun unhex(text: String): ByteArray = ByteArray(text.length / 2) { i -> text.substring(2 * i, 2 * i + 2).toInt(16).toByte() }
}
