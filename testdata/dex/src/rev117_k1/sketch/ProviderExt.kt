package com.larderly

import android.content.ContentProvider
import android.content.pm.PackageManager
import android.os.Binder

fun ContentProvider.callerUid(): Int = Binder.getCallingUid()

// Runs block with the provider's own identity (for calls into the app's other provider).
inline fun <T> ContentProvider.asProvider(block: () -> T): T {
    val identity = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(identity)
    }
}

private val TRUSTED_CONSUMERS = mapOf(
    "com.clawseed.agent" to "3f1d5e8a9c0b7d6e2f4a1c8b9e0d7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e",
    "com.clawseed.agent.beta" to "a0b1c2d3e4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeff",
)

// One package per UID, and that package's current signing certificate must be the one we know.
fun ContentProvider.admits(uid: Int): Boolean {
    val pm = context?.packageManager ?: return false
    val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return false
    val digest = TRUSTED_CONSUMERS[pkg] ?: return false
    return pm.hasSigningCertificate(pkg, digest.hexBytes(), PackageManager.CERT_INPUT_SHA256)
}

fun String.hexBytes(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }
