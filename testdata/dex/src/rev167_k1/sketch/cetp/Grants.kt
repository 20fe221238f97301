package app.tallybook.budget.cetp

import android.content.Context

/** Scopes the user granted to an assistant package, kept in preferences. */
class Grants(context: Context, file: String = "cetp_grants") {
    private val prefs = context.getSharedPreferences(file, Context.MODE_PRIVATE)

    fun granted(pkg: String): Set<String> =
        prefs.getString("grant:$pkg", null)?.split(',')?.filterTo(HashSet()) { it.isNotBlank() }.orEmpty()

    fun missing(pkg: String, scopes: List<String>): List<String> = granted(pkg).let { have -> scopes.filterNot { it in have } }

    fun grant(pkg: String, scopes: Collection<String>) {
        prefs.edit().putString("grant:$pkg", (granted(pkg) + scopes).sorted().joinToString(",")).apply()
    }
}
