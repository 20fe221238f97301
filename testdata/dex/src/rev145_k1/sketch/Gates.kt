package com.larderly.pantry

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.content.pm.PackageManager
import android.os.Binder

interface CallerGate {
    /** The verified package of the caller, or null to deny. */
    fun admit(caller: CallerUid): String?
}

object TrustedSigners {
    private val digests = mapOf(
        "com.clawseed.assistant" to "5c1e7a93b04d2f68e1a9c3b57d0f4e2a8b6c1d9e3f5a7b0c2d4e6f8a1b3c5d7e",
        "com.larderly.companion" to "a04b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b",
    )

    fun known(pkg: String): Boolean = pkg in digests

    fun signed(pm: PackageManager, pkg: String): Boolean {
        val hex = digests[pkg] ?: return false
        return pm.hasSigningCertificate(pkg, hexBytes(hex), PackageManager.CERT_INPUT_SHA256)
    }
}

/** Pantry: the caller's package, when it is signed by a trusted key. */
class PrimaryPackageGate(private val context: Context) : CallerGate {
    override fun admit(caller: CallerUid): String? {
        val pm = context.packageManager
        val pkg = runCatching { caller.primaryPackage(pm) }.getOrNull() ?: return null
        return pkg.takeIf { TrustedSigners.signed(pm, it) }
    }
}

/** Shopping: the caller's only package, when it is signed by a trusted key; shared UIDs are refused. */
class SolePackageGate(private val context: Context) : CallerGate {
    override fun admit(caller: CallerUid): String? {
        val pm = context.packageManager
        val pkgs = runCatching { caller.packages(pm) }.getOrDefault(emptyList())
        if (pkgs.size != 1) return null
        return pkgs.single().takeIf { TrustedSigners.signed(pm, it) }
    }
}

/** Runs block with the provider's own identity, as the framework calls below need. */
inline fun <T> withOwnIdentity(crossinline block: () -> T): T {
    val token = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(token)
    }
}

class Resolution private constructor(val pendingIntent: PendingIntent, val resumeToken: String) {
    companion object {
        const val EXTRA_TOKEN = "com.larderly.pantry.extra.RESUME_TOKEN"
        const val EXTRA_SUMMARY = "com.larderly.pantry.extra.SUMMARY"

        /** The PendingIntent that opens the provider's confirmation screen for one held ticket. */
        fun create(context: Context, screen: Intent, token: String, summary: String): Resolution {
            val launch = Intent(screen).putExtra(EXTRA_TOKEN, token).putExtra(EXTRA_SUMMARY, summary)
            val flags = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
            return Resolution(PendingIntent.getActivity(context, token.hashCode(), launch, flags), token)
        }
    }
}
