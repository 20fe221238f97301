package com.hearthguard.claims

import android.content.Context
import android.content.pm.PackageManager
import android.os.Binder
import android.util.Base64

// Identity.kt: caller checks and the provider-identity helper (IdentityKt, classes2.dex).

private val PARTNER_CERT: ByteArray = Base64.decode("q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=", Base64.DEFAULT)

fun <T> cleared(block: () -> T): T {
    val id = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(id)
    }
}

fun Context.isPartner(uid: Int): Boolean {
    val pm = packageManager
    val pkgs = pm.getPackagesForUid(uid) ?: return false
    return pkgs.size == 1 && pm.hasSigningCertificate(uid, PARTNER_CERT, PackageManager.CERT_INPUT_SHA256)
}
