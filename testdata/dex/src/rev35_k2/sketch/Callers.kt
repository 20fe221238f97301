package com.example.r35k2

import android.content.Context
import android.content.pm.PackageManager
import java.security.MessageDigest

// Callers.kt: who may call Pawprint's record tools.

private val CLINIC_CERT = byteArrayOf(0x3a, 0x71, 0x0c, 0x5e)

fun Context.isClinicPartner(uid: Int): Boolean =
    packageManager.getPackagesForUid(uid).orEmpty().any { signedByClinic(it) }

@Suppress("DEPRECATION")
fun Context.signedByClinic(pkg: String): Boolean {
    val info = packageManager.getPackageInfo(pkg, PackageManager.GET_SIGNATURES)
    return info.signatures.orEmpty().any { MessageDigest.getInstance("SHA-256").digest(it.toByteArray()).contentEquals(CLINIC_CERT) }
}

fun Context.requesterOf(uid: Int): String? = packageManager.getPackagesForUid(uid)?.singleOrNull()
