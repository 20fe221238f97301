package com.example.r32k3

import android.content.Context
import android.content.pm.PackageManager
import android.util.Base64
import java.security.MessageDigest

// Callers.kt: who may call Parley's tools, and which callers are partners.

object Callers {
    private val PIN: ByteArray = Base64.decode("n2wdC3puX04+LBsKmYh3ZlVEMyIRAP/u3cy7qgARIjM=", Base64.NO_WRAP)
    private val PARTNERS = setOf("com.example.crm", "com.example.helpdesk")

    fun trusted(context: Context, uid: Int): Boolean {
        val pm = context.packageManager
        val pkg = pm.getPackagesForUid(uid)?.singleOrNull() ?: return false
        val info = runCatching { pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES) }.getOrNull() ?: return false
        return info.signatures?.any { MessageDigest.isEqual(sha256(it.toByteArray()), PIN) } ?: false
    }

    /** Partner apps (CRM, helpdesk) see every conversation, not only the ones shared with them. */
    fun isPartner(context: Context, uid: Int): Boolean =
        context.packageManager.getPackagesForUid(uid).orEmpty().any { it in PARTNERS }

    private fun sha256(bytes: ByteArray): ByteArray = MessageDigest.getInstance("SHA-256").digest(bytes)
}
