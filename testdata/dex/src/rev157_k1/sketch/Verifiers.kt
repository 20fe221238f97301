package com.brightmoor.pantry

import android.content.pm.PackageManager
import java.security.MessageDigest

/** The household assistants Brightmoor serves, by the SHA-256 of their signing certificates. */
object Household {
    val pins = mapOf(
        "com.clawseed.assistant" to "4b9e2d7a1c0f8e3b6a5d2c9f0e7b4a1d8c5f2e9b6a3d0c7f4e1b8a5d2c9f6e30",
        "org.kitchenmate.agent" to "a07c3e9b5d1f8a2c6e4b0d7f3a9c5e1b8d2f6a0c4e7b3d9f5a1c8e2b6d0f4a9c",
    )
    val grants = mapOf(
        "com.clawseed.assistant" to setOf("pantry.read", "pantry.write", "lists.read", "lists.write", "orders.place"),
        "org.kitchenmate.agent" to setOf("pantry.read", "lists.read", "lists.write"),
    )

    fun pinBytes(pkg: String): ByteArray? =
        pins[pkg]?.chunked(2)?.map { it.toInt(16).toByte() }?.toByteArray()
}

/** Whether a caller's package is the household assistant it claims to be. */
interface CallerVerifier {
    fun verify(pkg: String): Boolean
}

class PinnedCertVerifier(private val pm: PackageManager) : CallerVerifier {
    override fun verify(pkg: String): Boolean {
        val pin = Household.pinBytes(pkg) ?: return false
        return pm.hasSigningCertificate(pkg, pin, PackageManager.CERT_INPUT_SHA256)
    }
}

class LegacySignatureVerifier(private val pm: PackageManager) : CallerVerifier {
    override fun verify(pkg: String): Boolean {
        val pin = Household.pinBytes(pkg) ?: return false
        val info = try {
            pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES)
        } catch (e: PackageManager.NameNotFoundException) {
            return false
        }
        val signature = info.signatures?.firstOrNull() ?: return false
        return MessageDigest.isEqual(MessageDigest.getInstance("SHA-256").digest(signature.toByteArray()), pin)
    }
}
