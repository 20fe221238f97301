package app.quillmark.notes.cetp

import android.content.pm.PackageManager

/** Assistant apps allowed to use the tools: a package is trusted when it is signed with a pinned certificate. */
object Callers {
    private val pinned: List<ByteArray> by lazy {
        listOf(
            "3f9c1be0d7a24e51c6b08e9af2d34c7155e0a9b6c2d4f81e07a3b5c9d1e2f4a6",
            "a81d4c7e29b0f35e6d18c4a7b92e0f3d5c6a1b8e7f90d2c3a4b5e6f708192a3b",
        ).map { it.unhex() }
    }

    @JvmStatic
    fun trusted(pm: PackageManager, packageName: String): Boolean =
        pinned.any { pm.hasSigningCertificate(packageName, it, PackageManager.CERT_INPUT_SHA256) }
}
