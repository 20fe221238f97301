package app.keelson.backup.cetp

import android.content.Context
import android.content.SharedPreferences
import android.content.pm.PackageManager

/** Which assistant a package is, by its pinned signing certificate. */
class CallerGate(private val pm: PackageManager) {
    fun verified(pkg: PackageName): Boolean {
        val pin = PINS[pkg.raw] ?: return false
        return pm.hasSigningCertificate(pkg.raw, unhex(pin), PackageManager.CERT_INPUT_SHA256)
    }

    /** The UID's package when it is the UID's only one and verified; a shared UID is refused. */
    fun soleCaller(uid: Int): PackageName? {
        val packages = pm.getPackagesForUid(uid) ?: return null
        if (packages.size != 1) return null
        val pkg = PackageName(packages[0])
        return if (verified(pkg)) pkg else null
    }

    private fun unhex(text: String): ByteArray =
        ByteArray(text.length / 2) { text.substring(it * 2, it * 2 + 2).toInt(16).toByte() }

    companion object {
        private val PINS = mapOf(
            "com.clawseed.assistant" to "5d2e8a1c7f3b9e6d4a0c2f8b1e7d3a9c5f0b6e2d8a4c1f7b3e9d5a0c6f2b8e4d",
            "net.quillmate.agent" to "c08e4f2a6d1b9c7e3a5f0d8b2c6e4a1f9d7b3c5e0a8f2d6b4c1e9a7f3d5b0c2e",
        )
    }
}

/** The scopes the user granted each assistant package; the defaults until the user changes them. */
class Grants(private val prefs: SharedPreferences) {
    fun allows(pkg: PackageName, scope: String): Boolean = scope in granted(pkg)

    fun granted(pkg: PackageName): Set<String> =
        prefs.getStringSet("scopes." + pkg.raw, null) ?: DEFAULTS[pkg.raw].orEmpty()

    fun grant(pkg: PackageName, scope: String) {
        prefs.edit().putStringSet("scopes." + pkg.raw, granted(pkg) + scope).apply()
    }

    companion object {
        private val DEFAULTS = mapOf(
            "com.clawseed.assistant" to setOf("snapshots.read", "shares.read"),
            "net.quillmate.agent" to setOf("snapshots.read"),
        )

        fun of(context: Context): Grants = Grants(context.getSharedPreferences("cetp_grants", Context.MODE_PRIVATE))
    }
}
