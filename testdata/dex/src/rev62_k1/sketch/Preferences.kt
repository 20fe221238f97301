@file:JvmName("PreferencesKeys")
package androidx.datastore.preferences.core

class Preferences(internal val map: MutableMap<String, Any?> = HashMap()) {
    class Key<T>(val name: String)
    operator fun <T> get(key: Key<T>): T? = map[key.name] as T?
    operator fun <T> set(key: Key<T>, value: T) { map[key.name] = value }
}

fun stringPreferencesKey(name: String): Preferences.Key<String> = Preferences.Key(name)

object PreferenceDataStoreFactory {
    @JvmStatic
    fun create(file: java.io.File): androidx.datastore.core.DataStore<Preferences> = FileDataStore(file)
}

class FileDataStore(val file: java.io.File) : androidx.datastore.core.DataStore<Preferences> {
    private val current = Preferences()
    override val data: kotlinx.coroutines.flow.Flow<Preferences> get() = kotlinx.coroutines.flow.flowOf(current)
    override suspend fun updateData(transform: suspend (t: Preferences) -> Preferences): Preferences = TODO()
}
