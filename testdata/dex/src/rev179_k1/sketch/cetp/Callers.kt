package io.quillkit.notes.cetp

import android.content.pm.PackageManager
import android.os.Build
import io.quillkit.notes.core.PlatformStorage
import io.quillkit.notes.core.hexBytes
import org.json.JSONObject
import java.nio.file.Files

/** Which assistants may call Quill's providers: one package per UID, signed with a pinned certificate. */
class CallerCheck(private val pm: PackageManager) {
    fun verify(uid: Int): String? {
        if (Build.VERSION.SDK_INT < 28) return null
        val packages = pm.getPackagesForUid(uid) ?: return null
        val only = packages.singleOrNull() ?: return null
        val pin = TRUSTED[only] ?: return null
        return if (pm.hasSigningCertificate(only, pin.hexBytes, PackageManager.CERT_INPUT_SHA256)) only else null
    }

    companion object {
        /** Package -> SHA-256 of its signing certificate. */
        val TRUSTED: Map<String, String> = mapOf(
            "com.clawseed.assistant" to "3f9a0c5e7d21b84466c0e19d2a7b5f38c1d09e6a4b72f5103e8d6c9a2b47e1f0",
            "com.clawseed.assistant.beta" to "a7c31e05b9d84f6620e1c7b9354a8d02f6e19c3b7a4d5e2081f9c6b3d7a0e452",
        )
    }
}

/** Scopes the user granted each assistant in Quill's settings (grants/<package>.json, written by the settings UI). */
class Grants(private val storage: PlatformStorage) {
    fun missing(packageName: String, needed: List<String>): List<String> {
        val file = storage.root.resolve("grants").resolve("$packageName.json")
        if (!Files.exists(file)) return needed
        val granted = Files.newInputStream(file).use { JSONObject(String(it.readBytes(), Charsets.UTF_8)) }
        return needed.filter { !granted.optBoolean(it, false) }
    }
}
