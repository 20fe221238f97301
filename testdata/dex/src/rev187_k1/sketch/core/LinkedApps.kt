package app.larder.core

import android.content.Context
import android.content.pm.PackageManager
import org.json.JSONArray
import java.io.File

/** An assistant app the user linked in Larder's settings: pinned signing certificate and granted scopes. */
class Link(val packageName: String, val certSha256: String, val scopes: Set<String>)

class LinkedApps(private val context: Context) {
    private val links: Map<String, Link> by lazy { load().associateBy { it.packageName } }

    private fun load(): List<Link> {
        val file = File(context.getFilesDir(), "linked_apps.json")
        if (!file.exists()) return emptyList()
        val array = file.inputStream().bufferedReader().use { JSONArray(it.readText()) }
        return (0 until array.length()).map { array.getJSONObject(it) }.map { o ->
            Link(o.getString("package"), o.getString("cert_sha256"), o.optJSONArray("scopes")?.strings().orEmpty().toSet())
        }
    }

    /** The link of the calling app, when its package is linked and the UID holds the pinned certificate. */
    fun verified(uid: Int, packageName: String?): Link? = packageName?.let { links[it] }?.takeIf {
        context.getPackageManager().hasSigningCertificate(uid, Tokens.unhex(it.certSha256), PackageManager.CERT_INPUT_SHA256)
    }
}
