package app.larder.kitchen.cetp

import android.content.pm.PackageManager
import android.util.Log

/** Who is calling the pantry provider. What the caller may do is then up to the user's grants (Grants). */
object PantryAccess {
    /** The caller's package: the platform's answer when it has one, else the package the UID maps to. */
    @JvmStatic
    fun resolve(pm: PackageManager, uid: Int, platformPkg: String?): Caller? {
        val pkg = platformPkg?.takeUnless { it.isBlank() }
            ?: pm.getPackagesForUid(uid)?.takeUnless { it.isEmpty() }?.let { it[0] }
            ?: return null
        return Caller(uid, pkg).takeIf { installedWithCertificates(pm, it.pkg) }
    }

    /** Only packages the package manager can describe, signing certificates included, are served. */
    @JvmStatic
    fun installedWithCertificates(pm: PackageManager, pkg: String): Boolean =
        runCatching { pm.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES) }
            .onFailure { Log.i(TAG, "pantry: no package info for a caller") }
            .isSuccess
}
