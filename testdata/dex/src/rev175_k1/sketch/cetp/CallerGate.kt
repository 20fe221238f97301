package app.kestrel.notes.cetp

import android.content.pm.PackageManager
import android.os.Build
import java.util.Locale

/** The assistants Kestrel serves: package → SHA-256 of its signing certificate. */
val KNOWN_ASSISTANTS = mapOf(
    "com.clawseed.assistant" to "5b0e3c71a9d24f86be1c07d3a5e9f2c48b6d1e0a7f3c9b25d4e8a16f0c2b7d93",
    "net.pinecrest.helper" to "c81f4a06e3d97b25a0c6f8e1d4b3a9276e5f0d1c8a2b4e6f9d7c3a05b1e8f246",
)

class CallerGate(private val pm: PackageManager, private val certs: CertCheck) {
    private fun trusted(pkg: String): Boolean {
        val pin = KNOWN_ASSISTANTS[pkg] ?: return false
        return certs.matches(pm, pkg, pin)
    }

    /** The first package of the UID that is a known, correctly signed assistant. */
    fun anyTrusted(uid: Int): String? {
        val packages = pm.getPackagesForUid(uid) ?: return null
        return packages.firstOrNull(::trusted)
    }

    /** The UID's package when it has exactly one and it is a known, correctly signed assistant. */
    fun soleTrusted(uid: Int): String? {
        val packages = pm.getPackagesForUid(uid) ?: return null
        return packages.singleOrNull()?.takeIf(::trusted)
    }
}

/** Certificate pin through the package's signatures array. */
@Suppress("DEPRECATION")
fun legacyPinMatches(pm: PackageManager, pkg: String, pin: String): Boolean {
    val info = try {
        pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES)
    } catch (e: PackageManager.NameNotFoundException) {
        return false
    }
    val signatures = info.signatures ?: return false
    return signatures.any { sha256Hex(it.toByteArray()) == pin.lowercase(Locale.ROOT) }
}

/** Certificate pin through SigningInfo: the current signer, or one in its rotation history. */
fun signerPinMatches(pm: PackageManager, pkg: String, pin: String): Boolean {
    if (Build.VERSION.SDK_INT < 28) return false
    val info = try {
        pm.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES)
    } catch (e: PackageManager.NameNotFoundException) {
        return false
    }
    val signing = info.signingInfo ?: return false
    if (signing.hasMultipleSigners()) return false
    val lineage = signing.signingCertificateHistory ?: return false
    return lineage.any { sha256Hex(it.toByteArray()) == pin.lowercase(Locale.ROOT) }
}
