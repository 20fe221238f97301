package com.larderly

import kotlin.properties.ReadOnlyProperty
import kotlin.reflect.KClass
import kotlin.reflect.KProperty

// A small service locator in the style of Koin: definitions keyed by KClass, declared in
// modules with single { } / factory { } and resolved with the reified get<T>().
class Locator {
    private val entries = HashMap<KClass<*>, Entry<*>>()

    fun <T : Any> declare(type: KClass<T>, entry: Entry<T>) {
        check(entries.put(type, entry) == null) { "duplicate definition for $type" }
    }

    @Suppress("UNCHECKED_CAST")
    fun <T : Any> resolve(type: KClass<T>): T {
        val entry = entries[type] ?: throw IllegalStateException("no definition for $type")
        return (entry as Entry<T>).obtain(this)
    }

    inline fun <reified T : Any> get(): T = resolve(T::class)

    fun load(vararg modules: Module): Locator {
        for (m in modules) m.install(this)
        return this
    }
}

abstract class Entry<T : Any>(protected val create: Locator.() -> T) {
    abstract fun obtain(locator: Locator): T
}

class SingleEntry<T : Any>(create: Locator.() -> T) : Entry<T>(create) {
    private var instance: T? = null

    @Synchronized
    override fun obtain(locator: Locator): T = instance ?: locator.create().also { instance = it }
}

class FactoryEntry<T : Any>(create: Locator.() -> T) : Entry<T>(create) {
    override fun obtain(locator: Locator): T = locator.create()
}

class ModuleScope(@PublishedApi internal val locator: Locator) {
    inline fun <reified T : Any> single(noinline create: Locator.() -> T) =
        locator.declare(T::class, SingleEntry(create))

    inline fun <reified T : Any> factory(noinline create: Locator.() -> T) =
        locator.declare(T::class, FactoryEntry(create))
}

class Module(private val body: ModuleScope.() -> Unit) {
    fun install(locator: Locator) = ModuleScope(locator).body()
}

fun module(body: ModuleScope.() -> Unit): Module = Module(body)

// `val x: T by inject(graph)`: resolved on first read of the property, every read.
class Inject<T : Any>(private val graph: Lazy<Locator>, private val type: KClass<T>) : ReadOnlyProperty<Any?, T> {
    override fun getValue(thisRef: Any?, property: KProperty<*>): T = graph.value.resolve(type)
}

inline fun <reified T : Any> inject(graph: Lazy<Locator>): Inject<T> = Inject(graph, T::class)
