package com.berthbook

import android.content.pm.PackageManager

@JvmInline
value class CallerUid(val raw: Int)

@JvmInline
value class CallerPkg(val name: String)

@JvmInline
value class SessionToken(val raw: String)

@JvmInline
value class ResumeToken(val raw: String)

@JvmInline
value class ToolName(val raw: String) {
    init {
        require(raw.length <= 64) { "tool name too long" }
    }
}

@JvmInline
value class Deadline(val atMs: Long)

@JvmInline
value class PiFlags(val bits: Int)

fun Deadline.isPast(now: Long = System.currentTimeMillis()): Boolean = atMs < now

fun CallerUid.primaryPackage(pm: PackageManager): String? = pm.getPackagesForUid(raw)?.get(0)

fun CallerUid.onlyPackage(pm: PackageManager): String? = pm.getPackagesForUid(raw)?.singleOrNull()

fun CallerUid.signedBy(pm: PackageManager, cert: ByteArray): Boolean =
    pm.hasSigningCertificate(raw, cert, PackageManager.CERT_INPUT_SHA256)
