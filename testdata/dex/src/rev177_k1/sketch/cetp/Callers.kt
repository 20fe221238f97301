package app.larder.home.cetp

import android.content.Context
import android.content.pm.PackageManager
import android.os.Build
import android.util.Log
import app.larder.home.arch.SavedStateHandle
import app.larder.home.arch.StateHolder

/** Per-process memo of what each calling UID resolved to (ViewModel-style holder over a saved-state map). */
class CallerState(handle: SavedStateHandle) : StateHolder(handle)

/** The state of one execute_tool call, seeded from its arguments. */
class ToolCallState(handle: SavedStateHandle) : StateHolder(handle)

/** Assistants Larder serves: package → SHA-256 of its signing certificate. */
val KNOWN_ASSISTANTS = mapOf(
    "com.clawseed.assistant" to "3f9a0c27d41e8b65a2c7f01d9e4b36a8c5d2e7f04b1a93c6d8e25f7a0b4c61d9",
    "org.hearthside.helper" to "a07e5d3c91f2b84d6e0a3c5f7b9d1e24c6a8f0b2d4e6c8a1f3b5d7e9c0a2b4d6",
)

object Signers {
    /** True when the package is a known assistant signed with its pinned certificate (rotation history included). */
    fun pinned(pm: PackageManager, pkg: String): Boolean {
        val pin = KNOWN_ASSISTANTS[pkg] ?: return false
        if (Build.VERSION.SDK_INT < 28) return false
        return pm.hasSigningCertificate(pkg, unhex(pin), PackageManager.CERT_INPUT_SHA256)
    }

    private fun unhex(s: String): ByteArray {
        val out = ByteArray(s.length / 2)
        for (i in out.indices) out[i] = s.substring(i * 2, i * 2 + 2).toInt(16).toByte()
        return out
    }
}

/** Scopes the user granted each assistant package in Larder's settings ("assistant_grants", comma-separated). */
class Grants(context: Context) {
    private val prefs = context.getSharedPreferences("assistant_grants", Context.MODE_PRIVATE)

    fun missing(pkg: String, needed: List<String>): List<String> {
        val granted = (prefs.getString(pkg, "") ?: "").split(',').map { it.trim() }.toSet()
        return needed.filter { it !in granted }
    }
}

/** Redacted audit trail: caller UID, tool, request id, outcome. */
object Audit {
    fun record(uid: Int, providerId: String, tool: String, requestId: String, outcome: String) {
        Log.i(TAG, "uid=" + uid + " provider=" + providerId + " tool=" + tool + " request=" + requestId + " outcome=" + outcome)
    }
}
