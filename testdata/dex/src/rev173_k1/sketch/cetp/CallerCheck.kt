package app.quire.reader.cetp

import android.content.pm.PackageManager

/** Which assistants Quire serves: the UID's one package, signed with the certificate Quire knows for it. */
object CallerCheck {
    /** Package → SHA-256 of its signing certificate. */
    private val KNOWN_ASSISTANTS = mapOf(
        "com.clawseed.assistant" to "3f1c9a2be07d44e1a9c6d25f80b7e3c4a1d9f6e2b8c07a5d3e4f1a2b6c9d0e87",
        "org.fieldnotes.agent" to "a47e02d9c3b5f18e6d0a9c7b2e4f3d1a8c5b7e9f0d2a4c6e8b1d3f5a7c9e0b24",
    )

    @JvmStatic
    fun resolve(pm: PackageManager, uid: Int): Caller? {
        val packages = pm.getPackagesForUid(uid) ?: return null
        if (packages.size != 1) return null
        val pkg = packages[0]
        val cert = KNOWN_ASSISTANTS[pkg] ?: return null
        if (!pm.hasSigningCertificate(pkg, cert.hexToBytes(), PackageManager.CERT_INPUT_SHA256)) return null
        return Caller(uid, pkg)
    }
}
