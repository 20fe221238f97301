package app.quire.reader.cetp

import android.content.Context
import android.content.SharedPreferences

/** Scopes the user turned on per assistant package ("assistant_grants"); GrantActivity adds to them. */
class Grants(context: Context) {
    private val prefs: SharedPreferences = context.getSharedPreferences("assistant_grants", Context.MODE_PRIVATE)

    fun granted(pkg: String): Set<String> {
        val saved = prefs.getString(pkg, null) ?: return emptySet()
        return saved.split(',').map { it.trim() }.filter { it.isNotEmpty() }.toSet()
    }

    /** The scopes of [needed] the user has not granted to [pkg]. */
    fun missing(pkg: String, needed: List<String>): List<String> {
        val have = granted(pkg)
        return needed.filter { it !in have }
    }

    fun add(pkg: String, scopes: List<String>) {
        val all = granted(pkg) + scopes
        prefs.edit().putString(pkg, all.sorted().joinToString(",")).apply()
    }
}
