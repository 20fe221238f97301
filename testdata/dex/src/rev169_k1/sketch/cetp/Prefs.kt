package app.trailmark.logbook.cetp

import android.content.Context
import android.content.SharedPreferences
import kotlin.properties.ReadWriteProperty
import kotlin.reflect.KProperty

/** Anything whose properties live in one SharedPreferences file. */
interface PrefBacked {
    val prefs: SharedPreferences
}

fun prefLong(key: String, default: Long = 0L): ReadWriteProperty<PrefBacked, Long> =
    object : ReadWriteProperty<PrefBacked, Long> {
        override fun getValue(thisRef: PrefBacked, property: KProperty<*>): Long = thisRef.prefs.getLong(key, default)

        override fun setValue(thisRef: PrefBacked, property: KProperty<*>, value: Long) {
            thisRef.prefs.edit().putLong(key, value).apply()
        }
    }

fun prefInt(key: String, default: Int = -1): ReadWriteProperty<PrefBacked, Int> =
    object : ReadWriteProperty<PrefBacked, Int> {
        override fun getValue(thisRef: PrefBacked, property: KProperty<*>): Int = thisRef.prefs.getInt(key, default)

        override fun setValue(thisRef: PrefBacked, property: KProperty<*>, value: Int) {
            thisRef.prefs.edit().putInt(key, value).apply()
        }
    }

/** The journal's bookkeeping, shown on its settings screen. */
class JournalSettings(context: Context) : PrefBacked {
    override val prefs: SharedPreferences = context.getSharedPreferences("journal", Context.MODE_PRIVATE)

    var lastArchiveAt by prefLong("last_archive_at")
    var lastArchiveBy by prefInt("last_archive_by")
}

/** Scopes the user turned on per assistant package (Trailmark › Assistants). */
class Grants(context: Context) : PrefBacked {
    override val prefs: SharedPreferences = context.getSharedPreferences("assistant_grants", Context.MODE_PRIVATE)

    fun missing(pkg: String, scopes: List<String>): List<String> {
        val granted = prefs.getString("scopes:$pkg", null)?.split(',').orEmpty()
        return scopes.filterNot { it in granted }
    }
}
