package com.quillbox

import android.content.ContentProvider
import android.content.Context
import android.content.pm.PackageManager
import android.os.Binder

fun ContentProvider.callerUid(): Int = Binder.getCallingUid()

private val TRUSTED_CONSUMERS = mapOf(
    "com.clawseed.agent" to "5c0e2a91d7b34f86a1e9c3d05b7f28e46a9d1c3b5e7f90a2c4d6e8f01b3a5c7e",
    "com.clawseed.agent.beta" to "e1d2c3b4a5968778695a4b3c2d1e0f1f2e3d4c5b6a79889796a5b4c3d2e1f001",
)

// Exactly one package for the UID, and its current signer must be the one we know.
fun Context.admits(uid: Int): Boolean {
    val pm = packageManager
    val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return false
    val digest = TRUSTED_CONSUMERS[pkg] ?: return false
    return pm.hasSigningCertificate(pkg, digest.hexBytes(), PackageManager.CERT_INPUT_SHA256)
}

fun String.hexBytes(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }
