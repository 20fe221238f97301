package com.example.r34k1

import android.content.Context
import android.content.pm.PackageManager

// Callers.kt: who is calling, by certificate or by package.

private val WATTWISE_CERT = byteArrayOf(0x5d, 0x21, 0x0e, 0x7a, 0x44)

fun Context.signedByWattwise(uid: Int): Boolean =
    packageManager.hasSigningCertificate(uid, WATTWISE_CERT, PackageManager.CERT_INPUT_SHA256)

fun Context.packagesOf(uid: Int): Array<String> = packageManager.getPackagesForUid(uid) ?: emptyArray()

/** The app that owns the thermostat session. */
fun Context.ownerOf(uid: Int): String? {
    val pkgs = packagesOf(uid)
    return if (pkgs.isEmpty()) null else pkgs[0]
}

/** The installer app; a shared UID is not an installer. */
fun Context.installerApp(uid: Int): String? = packagesOf(uid).singleOrNull()
