package com.hearthkit

import kotlin.properties.ReadWriteProperty
import kotlin.reflect.KProperty

// A property kept under its own name in a string-keyed store that several holders share: the in-memory twin of
// a SharedPreferences file (what it holds dies with the process).
class MapSlot<T>(private val store: MutableMap<String, Any?>, private val initial: T) : ReadWriteProperty<Any?, T> {
    override fun getValue(thisRef: Any?, property: KProperty<*>): T {
        @Suppress("UNCHECKED_CAST")
        return if (store.containsKey(property.name)) store[property.name] as T else initial
    }

    override fun setValue(thisRef: Any?, property: KProperty<*>, value: T) {
        store[property.name] = value
    }
}

fun <T> MutableMap<String, Any?>.slot(initial: T): MapSlot<T> = MapSlot(this, initial)
