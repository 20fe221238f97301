package io.quire.app.core

import android.content.Context
import android.content.pm.PackageManager
import org.json.JSONObject

/**
 * Assistant apps the user linked in Quire's settings: package -> pinned signing-certificate digest and the scopes
 * granted to it (§7.1: bound to UID via the certificate check, package, digest and scopes).
 */
class LinkedApps(private val context: Context) {
    private val prefs = context.getSharedPreferences("links", Context.MODE_PRIVATE)

    class Link(val pkg: PackageName, val certificate: ByteArray, val scopes: Set<String>)

    fun find(pkg: PackageName): Link? {
        val json = prefs.getString(pkg.value, null)?.let { JSONObject(it) } ?: return null
        val digest = Tokens.unhex(json.optString("sha256")) ?: return null
        val granted = json.optJSONArray("scopes") ?: return null
        val scopes = (0 until granted.length()).map { granted.getString(it) }.toSet()
        return Link(pkg, digest, scopes)
    }

    /** The caller's package must be linked, its certificate must be the pinned one, and it must hold [needed]. */
    fun allows(uid: CallerUid, pkg: PackageName?, needed: List<String>): Boolean {
        val link = pkg?.let { find(it) } ?: return false
        val signed = context.packageManager.hasSigningCertificate(uid.raw, link.certificate, PackageManager.CERT_INPUT_SHA256)
        return signed && needed.all { it in link.scopes }
    }
}
