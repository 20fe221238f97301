package io.kanbu.app.core

import android.content.SharedPreferences
import org.json.JSONObject

/** An assistant the user linked in Kanbu's settings: its package, pinned certificate and granted scopes. */
data class Grant(val packageName: String, val certSha256: String, val scopes: Set<String>)

class LinkedApps(private val prefs: SharedPreferences) {
    fun grant(packageName: String): Grant? {
        val all = JSONObject(prefs.getString("linked_apps", null) ?: return null)
        val entry = all.optJSONObject(packageName) ?: return null
        val scopes = HashSet<String>()
        val list = entry.optJSONArray("scopes")
        if (list != null) for (i in 0 until list.length()) scopes.add(list.optString(i))
        return Grant(packageName, entry.optString("cert_sha256"), scopes)
    }
}
