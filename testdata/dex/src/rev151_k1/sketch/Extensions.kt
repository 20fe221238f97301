package com.tallyfold.money

import android.app.Activity
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.content.pm.PackageManager
import android.os.Bundle
import org.json.JSONObject
import java.io.File

// The envelope of a v2 call, read from the extras.
val Bundle.protocolVersion: Int get() = getInt("protocol_version", 1)
val Bundle.requestId: String? get() = getString("request_id")
val Bundle.sessionToken: String? get() = getString("session_token")
val Bundle.deadlineAtMs: Long? get() = if (containsKey("deadline_at_ms")) getLong("deadline_at_ms") else null
val Bundle.toolName: String get() = getString("tool_name").orEmpty()
val Bundle.resumeToken: ResumeToken? get() = getString("resume_token")?.let(::ResumeToken)
val Bundle.rawArgs: String get() = getString("args") ?: "{}"

/** The args object as a map, which the commands' delegated properties read. */
fun Bundle.argsMap(): Result<Map<String, Any?>> = runCatching { JSONObject(rawArgs) }
    .recoverCatching { if (rawArgs.isBlank()) JSONObject() else throw it }
    .map { json -> json.keys().asSequence().associateWith { json.opt(it) } }

fun Bundle.putFailure(code: String, message: String, retryable: Boolean): Bundle = apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
}

/** Every package that runs under [uid]; by default the UID of the transaction this thread serves. */
fun Context.callerPackages(uid: CallerUid = CallerUid.current()): List<String> =
    packageManager.getPackagesForUid(uid.value)?.toList().orEmpty()

/** The caller's package: the UID must map to exactly one package, signed with the certificate pinned for it. */
fun Context.trustedCaller(uid: CallerUid): String? =
    callerPackages(uid).singleOrNull()?.takeIf { pkg ->
        Grants.pinOf(pkg)?.let { packageManager.hasSigningCertificate(pkg, it, PackageManager.CERT_INPUT_SHA256) } == true
    }

/** Where a receipt's image is kept. */
fun Context.receiptFile(name: String): File = File(getDir("receipts", Context.MODE_PRIVATE), name)

/** Where the mail importer drops receipt images until import_inbox takes them. */
fun Context.inboxDir(): File = getDir("inbox", Context.MODE_PRIVATE)

/** A resolution opening screen [A] of this app for the held resume token. */
inline fun <reified A : Activity> Context.resolutionFor(token: ResumeToken, summary: String, flags: Int): PendingIntent {
    val intent = Intent(this, A::class.java)
        .putExtra(ConfirmActivity.EXTRA_TOKEN, token.value)
        .putExtra(ConfirmActivity.EXTRA_SUMMARY, summary)
    return PendingIntent.getActivity(this, token.value.hashCode(), intent, flags)
}
