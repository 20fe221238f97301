package com.quillhaven.archive

import android.content.SharedPreferences
import android.content.pm.PackageManager
import java.util.concurrent.ConcurrentHashMap

/** The assistants Quillhaven serves, by the SHA-256 of their signing certificates, and their default scopes. */
object Trust {
    val pins = mapOf(
        "com.clawseed.assistant" to "5c1e9a7b3d0f2e8c4a6b1d9f7e3c5a0b8d2f4e6a1c3b5d7f9e0a2c4b6d8f1e3a",
        "net.ferrule.agent" to "e07a4c1b9d3f6e2a8c5b0d7f4e1a3c9b6d2f8e5a0c7b4d1f3e9a6c2b8d5f0e4b",
    )
    val defaults = mapOf(
        "com.clawseed.assistant" to setOf("exports.read", "exports.write", "docs.read", "docs.write", "index.rebuild"),
        "net.ferrule.agent" to setOf("exports.read", "docs.read"),
    )

    fun pin(pkg: String): ByteArray? = pins[pkg]?.chunked(2)?.map { it.toInt(16).toByte() }?.toByteArray()
}

/** Which trusted package a calling UID is; verdicts are cached per UID. */
class CallerGate(private val pm: PackageManager) {
    private val soleVerdicts = ConcurrentHashMap<Int, String>()
    private val anyVerdicts = ConcurrentHashMap<Int, String>()

    fun trusted(pkg: String): Boolean {
        val pin = Trust.pin(pkg) ?: return false
        return pm.hasSigningCertificate(pkg, pin, PackageManager.CERT_INPUT_SHA256)
    }

    /** The UID's package when it has exactly one and that one is trusted; a shared UID is refused. */
    fun solePackage(uid: Int): String? = soleVerdicts.computeIfAbsent(uid) { id ->
        val packages = pm.getPackagesForUid(id)
        if (packages == null || packages.size != 1) "" else if (trusted(packages[0])) packages[0] else ""
    }.ifEmpty { null }

    /** A trusted package among the UID's packages. */
    fun anyPackage(uid: Int): String? = anyVerdicts.computeIfAbsent(uid) { id ->
        val packages = pm.getPackagesForUid(id) ?: return@computeIfAbsent ""
        packages.firstOrNull { trusted(it) } ?: ""
    }.ifEmpty { null }
}

/** Scopes granted per package: the user's choices in settings, else the package's defaults. */
class Grants(private val prefs: SharedPreferences) {
    private val byPackage = ConcurrentHashMap<String, Set<String>>()

    fun of(pkg: String): Set<String> = byPackage.getOrPut(pkg) {
        prefs.getStringSet("scopes." + pkg, null) ?: Trust.defaults[pkg].orEmpty()
    }
}
