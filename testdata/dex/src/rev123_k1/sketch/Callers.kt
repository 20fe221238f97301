package com.hearthkit

import android.content.Context
import android.content.pm.PackageManager

// The Consumers this build lets in, with the SHA-256 of the certificate each is signed with.
enum class KnownConsumer(val pkg: String, val certSha256: String) {
    ASSISTANT("com.clawseed.agent", "3b7e0c51a9d24f6e8c1b5a07d93e2f4c6a8b0d1e3f5a7c9e2b4d6f8a0c1e3b5d"),
    ASSISTANT_BETA("com.clawseed.agent.beta", "d04f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7a8b9c0d1e2f3a4b"),
    WALL_PANEL("com.hearthkit.panel", "7c6b5a4938271605f4e3d2c1b0a9f8e77c6b5a4938271605f4e3d2c1b0a9f8e7");

    fun signed(pm: PackageManager): Boolean = pm.hasSigningCertificate(pkg, certSha256.unhex(), PackageManager.CERT_INPUT_SHA256)
}

data class Caller(val uid: Int, val pkg: String)

object Callers {
    // The one package behind uid, when it is a known Consumer signed with its certificate.
    fun admit(ctx: Context, uid: Int): Caller? {
        val pm = ctx.packageManager
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val known = KnownConsumer.entries.firstOrNull { it.pkg == pkg } ?: return null
        return if (known.signed(pm)) Caller(uid, pkg) else null
    }
}

private fun String.unhex(): ByteArray = ByteArray(length / 2) { i -> ((Character.digit(this[2 * i], 16) shl 4) or Character.digit(this[2 * i + 1], 16)).toByte() }
