package com.brightmoor.pantry

/** A hand-written service locator: factories per (scope, type), singletons made on first use. */
object ServiceLocator {
    const val SHARED = "shared"
    val factories = HashMap<String, () -> Any>()
    private val singles = HashMap<String, Any>()

    fun key(scope: String, type: Class<*>): String = scope + "/" + type.name

    inline fun <reified T : Any> bind(scope: String = SHARED, noinline make: () -> T) {
        factories[key(scope, T::class.java)] = make
    }

    inline fun <reified T : Any> get(scope: String = SHARED): T = T::class.java.cast(resolve(key(scope, T::class.java)))

    @Synchronized
    fun resolve(key: String): Any =
        singles.getOrPut(key) { (factories[key] ?: error("nothing bound for $key")).invoke() }
}

inline fun <reified T : Any> inject(scope: String = ServiceLocator.SHARED): Lazy<T> = lazy { ServiceLocator.get<T>(scope) }
