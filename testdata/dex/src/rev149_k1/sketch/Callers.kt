package net.switchyard.hub

import android.content.pm.PackageManager
import android.os.Bundle

/** The assistants allowed in: the SHA-256 of each one's signing certificate and the scopes it was granted. */
object TrustedCallers {
    private class Grant(val certDigest: String, val scopes: Set<String>)

    private val grants = mapOf(
        "com.clawseed.assistant" to Grant(
            "9a41c7e03b5d28f6e1a4c09d7b3e52f8a6c1d40e9b7f2a35c8e0d61b4f9a7c2e",
            setOf("accounts.read", "clipboard.read", "clipboard.write", "downloads.read", "downloads.write",
                "reminders.read", "reminders.write", "notes.write", "contacts.read"),
        ),
        "net.switchyard.companion" to Grant(
            "2f7b0c94e6a1d835b7e2c04f9a6d13e8c5b07a2f4e9d61c3b8a05f7e2d4c9b16",
            setOf("accounts.read", "downloads.read", "reminders.read", "reminders.write", "notes.write"),
        ),
    )

    fun certDigestOf(pkg: String): String? = grants[pkg]?.certDigest

    fun scopesOf(pkg: String): Set<String> = grants[pkg]?.scopes.orEmpty()
}

/** How a provider makes sure a calling package is the assistant it claims to be. */
interface CallerVerifier {
    /** Whether [pkg] is signed with the certificate whose SHA-256 is [certDigest]. */
    fun signedWith(pm: PackageManager, pkg: String, certDigest: String): Boolean

    /** The calling package when the UID maps to exactly one package and that package is a trusted assistant. */
    fun admit(pm: PackageManager, uid: Int): String? {
        val packages = pm.getPackagesForUid(uid) ?: return null
        if (packages.size != 1) return null
        val pkg = packages.single()
        val digest = TrustedCallers.certDigestOf(pkg) ?: return null
        return if (signedWith(pm, pkg, digest)) pkg else null
    }

    companion object {
        /** The platform's certificate check: current signers, rotation history included. */
        fun signingCertificates(): CallerVerifier = CertificateCheck

        /** The v1 bridge's check, kept for assistants that still run on API 26 and 27. */
        fun packageSignatures(): CallerVerifier = SignatureListCheck
    }
}

private object CertificateCheck : CallerVerifier {
    override fun signedWith(pm: PackageManager, pkg: String, certDigest: String): Boolean =
        pm.hasSigningCertificate(pkg, hexToBytes(certDigest), PackageManager.CERT_INPUT_SHA256)
}

private object SignatureListCheck : CallerVerifier {
    @Suppress("DEPRECATION")
    override fun signedWith(pm: PackageManager, pkg: String, certDigest: String): Boolean {
        val info = try {
            pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES)
        } catch (e: PackageManager.NameNotFoundException) {
            return false
        }
        val signatures = info.signatures ?: return false
        return signatures.isNotEmpty() && signatures.all { sha256Hex(it.toByteArray()) == certDigest }
    }
}

/** How a provider finds the session a v2 call runs in. */
interface SessionPolicy {
    fun sessionOf(extras: Bundle, uid: Int, providerId: String): Session? =
        SessionBook.find(extras.sessionToken, uid, providerId)

    companion object {
        /** The session whose token the call carries, opened by this UID with this provider. */
        fun byToken(): SessionPolicy = TokenSessions

        /** The newest session the UID opened with the provider: an assistant that reconnects keeps working. */
        fun newestOfCaller(): SessionPolicy = CallerSessions
    }
}

private object TokenSessions : SessionPolicy

private object CallerSessions : SessionPolicy {
    override fun sessionOf(extras: Bundle, uid: Int, providerId: String): Session? = SessionBook.newest(uid, providerId)
}
