package com.example.r35k3

import android.content.Context
import android.content.pm.PackageManager
import android.os.Binder
import java.security.MessageDigest

// Identity.kt: caller checks and the clear-identity helper (top-level, IdentityKt).

private val PARTNER_CERT = byteArrayOf(0x62, 0x1d, 0x4f, 0x70)

/** Runs [block] with the provider's own identity, e.g. for writes to the shared door controller. */
inline fun <T> asProvider(block: () -> T): T {
    val token = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(token)
    }
}

fun Context.memberApp(uid: Int): String? = packageManager.getPackagesForUid(uid)?.singleOrNull()

fun Context.isDeskhopPartner(pkg: String): Boolean {
    val signing = packageManager.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES).signingInfo ?: return false
    val certs = if (signing.hasMultipleSigners()) signing.apkContentsSigners else signing.signingCertificateHistory
    return certs.any { MessageDigest.getInstance("SHA-256").digest(it.toByteArray()).contentEquals(PARTNER_CERT) }
}
