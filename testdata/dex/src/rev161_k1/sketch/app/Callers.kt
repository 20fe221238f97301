package com.marginalia.notes.tools

import android.content.SharedPreferences
import android.content.pm.PackageManager
import android.os.Process

/** Which assistant a calling UID is (by signing certificate), and the scopes the user granted it. */
class CallerGate(private val pm: PackageManager, private val prefs: SharedPreferences) {
    /** The UID's package when it is its only one and carries a pinned assistant certificate; shared UIDs are refused. */
    internal fun trustedPackage(uid: Int): String? {
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return null
        val pin = PINS[pkg] ?: return null
        return if (pm.hasSigningCertificate(pkg, unhex(pin), PackageManager.CERT_INPUT_SHA256)) pkg else null
    }

    /** Attachments: Marginalia itself (its share sheet), or a trusted assistant granted [scope]. */
    internal fun mayReadAttachments(uid: Int, scope: String): Boolean {
        if (uid == Process.myUid()) return true
        val pkg = trustedPackage(uid) ?: return false
        return scope in granted(pkg)
    }

    fun granted(pkg: String): Set<String> = prefs.getStringSet("scopes." + pkg, null) ?: DEFAULTS[pkg].orEmpty()

    /** Called by GrantActivity when the user allows [scope]. */
    fun grant(pkg: String, scope: String) {
        prefs.edit().putStringSet("scopes." + pkg, granted(pkg) + scope).apply()
    }

    private fun unhex(text: String): ByteArray = ByteArray(text.length / 2) { text.substring(it * 2, it * 2 + 2).toInt(16).toByte() }

    companion object {
        private val PINS = mapOf(
            "com.clawseed.assistant" to "3f9c2a7e5b1d8c4f6a0e2b9d7c5a3e1f8b6d4c2a0e9f7b5d3c1a8e6f4b2d0c9a",
            "org.tessellate.agent" to "a41c7e3b9f5d2a8c6e0b4d1f7a3c9e5b2d8f6a0c4e1b7d3f9a5c2e8b6d0f4a1c",
        )
        private val DEFAULTS = mapOf(
            "com.clawseed.assistant" to setOf("notes.read", "notes.write", "reminders.read"),
            "org.tessellate.agent" to setOf("notes.read"),
        )
    }
}
