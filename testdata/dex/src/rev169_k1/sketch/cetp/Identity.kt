package app.trailmark.logbook.cetp

import android.content.pm.PackageManager
import android.os.Binder

/** Who is calling: the UID call() read on the Binder thread and the package it stands for. */
data class Caller(val uid: Int, val pkg: String)

/** The assistants Trailmark serves, pinned by the SHA-256 of their signing certificate. */
object Trust {
    private val pins: List<ByteArray> by lazy {
        listOf(
            "9c2e71d04ab35f8e16c0d7a2b9e4f3150a6c8d2e7f1b3a5c9d0e2f4a6b8c1d3e".hexToBytes(),
            "31f0a8c6e4d2b0975f3e1c9a7b5d3f1e0c8a6b4d2f0e9c7a5b3d1f9e7c5a3b1d".hexToBytes(),
        )
    }

    fun pinned(pm: PackageManager, pkg: String): Boolean =
        pins.any { pm.hasSigningCertificate(pkg, it, PackageManager.CERT_INPUT_SHA256) }
}

/** Runs [block] as this app (for calls into the app's own non-exported providers), then restores the caller. */
inline fun <T> withOwnIdentity(block: () -> T): T {
    val token = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(token)
    }
}
