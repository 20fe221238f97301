package com.parcelnest.app

import android.content.Context
import android.content.pm.PackageManager
import android.os.Binder

/** The assistants Parcelnest serves: the SHA-256 of each one's signing certificate, and the scopes it was granted. */
object Assistants {
    private val pins = mapOf(
        "com.clawseed.assistant" to "5b0c3e9a6f1d2247c8e01b9ad4f3765e2c18a9b07d6e4f3a2b1c0d9e8f7a6b5c",
        "org.ferngrove.agent" to "e2a94c0d7b3f18265a9c4e0b7d1f3a6c8e2b5d9f0a3c6e1b4d7f2a5c8e0b3d6f",
    )
    private val scopes = mapOf(
        "com.clawseed.assistant" to setOf("parcels.read", "parcels.write", "lockers.read", "lockers.write"),
        "org.ferngrove.agent" to setOf("parcels.read", "lockers.read"),
    )

    fun pinOf(pkg: String): String? = pins[pkg]

    fun scopesOf(pkg: String): Set<String> = scopes[pkg].orEmpty()
}

/** Every package that runs as [uid] (more than one for a shared UID). */
fun Context.packagesOf(uid: Int): Array<String> = packageManager.getPackagesForUid(uid) ?: emptyArray()

/** Whether [pkg] is signed now with the certificate pinned for it. */
fun Context.signedAsPinned(pkg: String): Boolean =
    Assistants.pinOf(pkg)?.let { pin -> packageManager.hasSigningCertificate(pkg, hexBytes(pin), PackageManager.CERT_INPUT_SHA256) } == true

/** Runs [block] as the app itself (starting its own services), then restores the caller's identity. */
inline fun <T> asProvider(block: () -> T): T {
    val identity = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(identity)
    }
}

/** Audit events (§7.2): who asked for which tool, and how it ended. [who] names the caller. */
class AuditTrail(private val db: ParcelDb, private val providerId: String, private val who: () -> Int) {
    fun record(tool: String, requestId: String, outcome: String) {
        db.audit(who(), providerId, tool, requestId, outcome)
    }
}
