package net.pantrybox.app.core

import android.content.pm.PackageManager
import java.security.MessageDigest

/** Every package of [uid] (empty when the UID is unknown). */
fun PackageManager.packagesFor(uid: Int): Array<String> = getPackagesForUid(uid) ?: emptyArray()

/** Whether [pkg] is signed by [pinSha256] now or in its rotation history. */
fun PackageManager.hasPinnedSigner(pkg: String, pinSha256: ByteArray): Boolean =
    runCatching { hasSigningCertificate(pkg, pinSha256, PackageManager.CERT_INPUT_SHA256) }
        .getOrElse { false }

/** SHA-256 of the package's signature as PackageInfo.signatures reports it. */
fun PackageManager.signatureDigest(pkg: String): String? =
    runCatching { getPackageInfo(pkg, PackageManager.GET_SIGNATURES) }
        .getOrNull()
        ?.signatures
        ?.singleOrNull()
        ?.let { sha256Hex(it.toByteArray()) }

fun sha256Hex(bytes: ByteArray): String {
    val d = MessageDigest.getInstance("SHA-256").digest(bytes)
    val sb = StringBuilder(d.size * 2)
    for (b in d) sb.append(HEX_DIGITS[(b.toInt() shr 4) and 15]).append(HEX_DIGITS[b.toInt() and 15])
    return sb.toString()
}

fun String.sha256(): String = sha256Hex(toByteArray(Charsets.UTF_8))

fun String.hexToBytes(): ByteArray = ByteArray(length / 2) { i -> substring(2 * i, 2 * i + 2).toInt(16).toByte() }

private const val HEX_DIGITS = "0123456789abcdef"
