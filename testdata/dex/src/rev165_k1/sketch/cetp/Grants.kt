package app.quillmark.notes.cetp

import android.content.Context
import android.content.SharedPreferences
import org.json.JSONArray

/** Scopes the user granted to each assistant package, kept in SharedPreferences by GrantActivity. */
class Grants(context: Context) {
    private val prefs: SharedPreferences = context.getSharedPreferences("tool_grants", Context.MODE_PRIVATE)

    fun scopesOf(packageName: String): Set<String> =
        runCatching { JSONArray(prefs.getString(packageName, null) ?: "[]") }
            .recover { JSONArray() }
            .getOrThrow()
            .let { array -> buildSet { for (i in 0 until array.length()) add(array.optString(i)) } }

    fun allows(packageName: String, scope: String): Boolean = scope in scopesOf(packageName)

    fun grant(packageName: String, scope: String) {
        val scopes = scopesOf(packageName) + scope
        with(prefs.edit()) {
            putString(packageName, JSONArray(scopes.toList()).toString())
            apply()
        }
    }
}
