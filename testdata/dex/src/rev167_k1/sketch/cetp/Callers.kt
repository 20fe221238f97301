package app.tallybook.budget.cetp

import android.content.pm.PackageManager

/** A caller: the UID call() read on the Binder thread and the package it was resolved to. */
data class Caller(val uid: Int, val pkg: String)

/** The assistants Tallybook serves, pinned by signing certificate. */
object Trust {
    private val PINNED: List<ByteArray> = listOf(
        "4f1c8e0a93d27b655e0c1d8ab3e9f2170c6d4ae5b8f31290d7c0e46a1b25f9c3".hexToBytes(),
        "a07d3b5e19c84f62d0e7a1b3c59f8e2467d1c0b9a3e58f7246c1d0e9b8a7f6e5".hexToBytes(),
    )

    fun pinned(pm: PackageManager, pkg: String): Boolean =
        PINNED.any { pm.hasSigningCertificate(pkg, it, PackageManager.CERT_INPUT_SHA256) }
}

fun String.hexToBytes(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }
