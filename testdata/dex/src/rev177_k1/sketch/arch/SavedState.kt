package app.larder.home.arch

import java.util.Collections
import java.util.concurrent.ConcurrentHashMap

/** A SavedStateHandle look-alike: string keys to plain values that outlive one call or one screen. */
class SavedStateHandle(initial: Map<String, Any?> = emptyMap()) {
    private val values: MutableMap<String, Any?> = Collections.synchronizedMap(HashMap(initial))

    @Suppress("UNCHECKED_CAST")
    operator fun <T> get(key: String): T? = values[key] as T?

    operator fun set(key: String, value: Any?) {
        values[key] = value
    }

    fun contains(key: String): Boolean = values.containsKey(key)

    fun remove(key: String) {
        values.remove(key)
    }

    /** The value kept under [key]; [compute] runs only when there is none yet. */
    fun <T : Any> remember(key: String, compute: () -> T): T {
        val known = get<T>(key)
        if (known != null) return known
        val fresh = compute()
        values[key] = fresh
        return fresh
    }
}

/** ViewModel look-alike: state owned by one screen or one tool call, cleared by the store that made it. */
abstract class StateHolder(val savedState: SavedStateHandle) {
    @Volatile
    private var cleared = false

    protected open fun onCleared() {}

    fun clear() {
        if (cleared) return
        cleared = true
        onCleared()
    }
}

/** ViewModelStore look-alike: one holder per key, made on first use by the factory. */
class StateStore<T : StateHolder>(private val factory: (SavedStateHandle) -> T) {
    private val holders = ConcurrentHashMap<String, T>()

    fun get(key: String, seed: Map<String, Any?> = emptyMap()): T = holders.getOrPut(key) { factory(SavedStateHandle(seed)) }

    fun clear(key: String) {
        holders.remove(key)?.clear()
    }
}
