package com.tidemark.invoices

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.content.pm.PackageManager
import android.os.ParcelFileDescriptor
import org.json.JSONObject
import java.io.File
import java.security.MessageDigest

/** The assistants allowed in: each one's signing-key digest and the scopes it was granted. */
object TrustedCallers {
    private class Grant(val sha256: String, val scopes: Set<String>)

    private val grants = mapOf(
        "com.clawseed.assistant" to Grant(
            "3b9d0e7c41a25f86d2c7e0b49a13f5d8c6e2a7b04f91d3e5c8a6b2f07d4e19c3",
            setOf("invoices.read", "invoices.write", "exports.read", "exports.write"),
        ),
        "com.tidemark.desk" to Grant(
            "d81f2a6c9e047b35a8c1f6e2d94b07a3e5c28f16b9d4a07e3c5f81b62a9e4d70",
            setOf("invoices.read", "exports.read"),
        ),
    )

    fun scopesOf(pkg: String): Set<String> = grants[pkg]?.scopes.orEmpty()

    fun signed(pm: PackageManager, pkg: String): Boolean {
        val grant = grants[pkg] ?: return false
        return pm.hasSigningCertificate(pkg, hexBytes(grant.sha256), PackageManager.CERT_INPUT_SHA256)
    }
}

/** Admits a UID that maps to exactly one package signed by a trusted key; shared UIDs are refused. */
class CallerGate(private val pm: PackageManager) {
    fun admit(uid: Int): String? {
        val packages = pm.getPackagesForUid(uid)
        if (packages == null || packages.size != 1) return null
        val pkg = packages.single()
        return if (TrustedCallers.signed(pm, pkg)) pkg else null
    }
}

object Resolutions {
    const val EXTRA_TOKEN = "com.tidemark.invoices.extra.RESUME_TOKEN"
    const val EXTRA_SUMMARY = "com.tidemark.invoices.extra.SUMMARY"

    /** The PendingIntent that opens ConfirmActivity for one held ticket. */
    fun open(context: Context, token: String, summary: String, flags: Int): PendingIntent {
        val intent = Intent(context, ConfirmActivity::class.java)
            .putExtra(EXTRA_TOKEN, token)
            .putExtra(EXTRA_SUMMARY, summary)
        return PendingIntent.getActivity(context, token.hashCode(), intent, flags)
    }
}

/** A result too large for the Bundle: its envelope and the descriptor the Consumer reads it from. */
class FileResult(val envelope: JSONObject, val fd: ParcelFileDescriptor)

object FileResults {
    fun open(file: File, mediaType: String, mode: Int): FileResult {
        val digest = MessageDigest.getInstance("SHA-256").digest(file.readBytes()).toHex()
        val envelope = JSONObject().put("kind", "file").put("media_type", mediaType)
            .put("size_bytes", file.length()).put("sha256", digest)
        return FileResult(envelope, ParcelFileDescriptor.open(file, mode))
    }
}
