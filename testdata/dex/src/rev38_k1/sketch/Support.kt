package com.rxrefill

import android.content.Context
import android.content.pm.PackageManager
import android.os.Binder
import android.os.Bundle
import android.os.ParcelFileDescriptor
import android.util.Base64
import org.json.JSONObject
import java.io.File
import java.security.SecureRandom
import java.util.Random
import java.util.concurrent.ConcurrentHashMap

// Support.kt: envelopes, token sources, sessions, resume tokens, caller checks, audit.

fun okBundle(json: String): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"inline\",\"value\":$json}")
}

fun okFile(size: Long): Bundle = Bundle().apply {
    putString("status", "success")
    putInt("protocol_version", 2)
    putString("data", "{\"kind\":\"file\",\"media_type\":\"application/json\",\"size_bytes\":$size}")
}

fun errorBundle(code: String, message: String, retryable: Boolean = false): Bundle = Bundle().apply {
    putString("status", "error")
    putString("error_code", code)
    putString("error_message", message)
    putBoolean("retryable", retryable)
    putInt("protocol_version", 2)
}

val Bundle.args: JSONObject get() = JSONObject(getString("args") ?: "{}")

fun JSONObject.text(key: String): String = optString(key, "").trim()

fun openShared(file: File, mode: String): ParcelFileDescriptor =
    ParcelFileDescriptor.open(file, ParcelFileDescriptor.parseMode(mode))

fun <T> asApp(block: () -> T): T {
    val id = Binder.clearCallingIdentity()
    try {
        return block()
    } finally {
        Binder.restoreCallingIdentity(id)
    }
}

interface TokenGen {
    fun next(): String
}

object SecureGen : TokenGen {
    private val rng = SecureRandom()
    override fun next(): String = Base64.encodeToString(ByteArray(24).also { rng.nextBytes(it) }, Base64.NO_WRAP or Base64.URL_SAFE)
}

object QuickGen : TokenGen {
    private val rng by lazy { Random() }
    override fun next(): String = java.lang.Long.toHexString(rng.nextLong()) + java.lang.Long.toHexString(rng.nextLong())
}

class SessionBook(private val gen: TokenGen) {
    private val owners = ConcurrentHashMap<String, Int>()
    fun open(uid: Int): String = gen.next().also { owners[it] = uid }
    fun valid(token: String?, uid: Int): Boolean = token != null && owners[token] == uid
}

class Pending(val uid: Int, val tool: String, val expiresAt: Long)

class ResumeBook(private val gen: TokenGen) {
    private val open = ConcurrentHashMap<String, Pending>()

    fun issue(uid: Int, tool: String): String =
        gen.next().also { open[it] = Pending(uid, tool, System.currentTimeMillis() + 600_000L) }

    fun take(token: String, uid: Int, tool: String): Boolean {
        val p = open.remove(token) ?: return false
        return p.uid == uid && p.tool == tool && p.expiresAt > System.currentTimeMillis()
    }
}

val PARTNERS = setOf("com.rxrefill.companion", "com.clawseed.assistant")
private val PARTNER_CERT = byteArrayOf(0x52, 0x11, 0x7e, 0x09)

fun Context.isPharmacyPartner(uid: Int): Boolean {
    val pkg = packageManager.getPackagesForUid(uid)?.singleOrNull() ?: return false
    return pkg in PARTNERS && packageManager.hasSigningCertificate(uid, PARTNER_CERT, PackageManager.CERT_INPUT_SHA256)
}

fun Context.anyPartner(uid: Int): Boolean =
    packageManager.getPackagesForUid(uid)?.any { it in PARTNERS } ?: false

object Audit {
    fun record(ctx: Context, tool: String, uid: Int) {
        ctx.getSharedPreferences("audit", Context.MODE_PRIVATE).edit()
            .putInt("last_$tool", uid)
            .apply()
    }
}
