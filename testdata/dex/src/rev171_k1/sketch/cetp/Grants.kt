package app.larder.kitchen.cetp

import android.content.Context
import android.content.SharedPreferences

/** Scopes the user switched on per assistant package, in Larder's settings screen ("assistant_grants"). */
class Grants(context: Context) {
    private val prefs: SharedPreferences = context.getSharedPreferences("assistant_grants", Context.MODE_PRIVATE)

    fun granted(pkg: String): Set<String> =
        prefs.getString(pkg, null)?.split(',')?.map(String::trim)?.filterTo(HashSet()) { it.isNotEmpty() } ?: emptySet()

    /** The scopes of [needed] the user has not granted to [pkg]; empty when the call may run. */
    fun missing(pkg: String, needed: List<String>): List<String> = granted(pkg).let { have -> needed.filterNot(have::contains) }
}
