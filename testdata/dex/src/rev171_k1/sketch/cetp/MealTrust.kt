package app.larder.kitchen.cetp

import android.content.pm.PackageManager
import android.content.pm.Signature
import android.os.Bundle

/** Who is calling the meal-plan provider: a package signed with one of the pinned assistant keys. */
object MealTrust {
    private val PINS = setOf(
        "4be1c09f7d3a5e2816f0c4b9a7d2e6f1038b5c9e7a1d4f2b6c8e0a3d5f7b9c1e",
        "d07a3f5c91e2b8464a0c7e9f1d3b5a7c2e4f6a8b0d1c3e5f7a9b2d4c6e8f0a1b",
    )

    /** The package the call is for: the one a shared assistant runtime names, else the UID's only package. */
    @JvmStatic
    fun resolve(pm: PackageManager, uid: Int, extras: Bundle): Caller? {
        val pkg = extras.getString("caller_package")?.takeUnless { it.isBlank() }
            ?: pm.getPackagesForUid(uid)?.takeIf { it.size == 1 }?.let { it[0] }
            ?: return null
        return Caller(uid, pkg).takeIf { signedByPinnedKey(pm, it.pkg) }
    }

    /** Every current signer pinned, or (one signer) a pinned key anywhere in its rotation history. */
    @JvmStatic
    fun signedByPinnedKey(pm: PackageManager, pkg: String): Boolean =
        runCatching { pm.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES) }
            .mapCatching { info -> checkNotNull(info.signingInfo) }
            .mapCatching { signing ->
                if (signing.hasMultipleSigners()) signing.apkContentsSigners.digests() to true
                else signing.signingCertificateHistory.digests() to false
            }
            .fold(
                onSuccess = { (digests, everyOne) ->
                    digests.isNotEmpty() && if (everyOne) digests.all(PINS::contains) else digests.any(PINS::contains)
                },
                onFailure = { false },
            )

    private fun Array<Signature>.digests(): List<String> = map { it.toByteArray().sha256Hex() }
}
