package com.tidewell.home

import android.content.Context
import android.content.pm.PackageManager

/** The assistants Tidewell serves: the SHA-256 of each one's signing certificate, and the scopes it was granted. */
object Assistants {
    private val pins = mapOf(
        "com.clawseed.assistant" to "9c1e4b7a2f08d3c6e5a1b9f2d7c4e0a3b6f9c2e5d8a1b4c7e0f3a6d9c2b5e8f1",
        "net.quillhaven.helper" to "3f6a9d2c5b8e1f4a7d0c3b6e9f2a5d8c1b4e7f0a3d6c9b2e5f8a1d4c7b0e3f6a",
    )
    private val grants = mapOf(
        "com.clawseed.assistant" to setOf("texts.read", "texts.send", "reminders.read", "reminders.write"),
        "net.quillhaven.helper" to setOf("texts.read", "reminders.read", "reminders.write"),
    )

    /** The assistant package that [uid] is: its only package, signed now with the pinned certificate. */
    fun admit(ctx: Context, uid: Int): String? {
        val pm = ctx.packageManager
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val pin = pins[pkg] ?: return null
        return pkg.takeIf { pm.hasSigningCertificate(it, hexBytes(pin), PackageManager.CERT_INPUT_SHA256) }
    }

    fun scopesOf(pkg: String): Set<String> = grants[pkg].orEmpty()
}
