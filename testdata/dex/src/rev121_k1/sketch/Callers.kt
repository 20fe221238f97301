package com.larderly

import android.content.Context
import android.content.pm.PackageManager

// The app behind the calling UID, once its one package and signer are known.
data class Caller(val uid: Int, val pkg: String) {
    companion object {
        private val TRUSTED = mapOf(
            "com.clawseed.agent" to "5c0e2a91d7b34f86a1e9c3d05b7f28e46a9d1c3b5e7f90a2c4d6e8f01b3a5c7e",
            "com.clawseed.agent.beta" to "e1d2c3b4a5968778695a4b3c2d1e0f1f2e3d4c5b6a79889796a5b4c3d2e1f001",
            "org.kitchenhelper.assistant" to "9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9",
        )

        fun of(ctx: Context, uid: Int): Caller? = ctx.packageManager.run {
            val pkg = getPackagesForUid(uid)?.singleOrNull() ?: return null
            val digest = TRUSTED[pkg] ?: return null
            Caller(uid, pkg).takeIf { hasSigningCertificate(pkg, digest.hexBytes(), PackageManager.CERT_INPUT_SHA256) }
        }
    }
}

private fun String.hexBytes(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }
