package net.pantrybox.app.core

import android.content.Context
import android.content.SharedPreferences
import android.os.Bundle
import kotlin.properties.ReadOnlyProperty
import kotlin.properties.ReadWriteProperty
import kotlin.reflect.KProperty

/** A String preference as a property: reads on get, commits on set. */
class PrefString(
    private val prefs: SharedPreferences,
    private val key: String,
    private val default: String,
) : ReadWriteProperty<Any?, String> {
    override fun getValue(thisRef: Any?, property: KProperty<*>): String =
        prefs.getString(key, default) ?: default

    override fun setValue(thisRef: Any?, property: KProperty<*>, value: String) {
        prefs.edit().putString(key, value).commit()
    }
}

/** A String extra of a call's Bundle as a read-only property. */
class ExtraString(private val extras: Bundle, private val key: String) : ReadOnlyProperty<Any?, String?> {
    override fun getValue(thisRef: Any?, property: KProperty<*>): String? = extras.getString(key)
}

fun SharedPreferences.string(key: String, default: String = ""): PrefString = PrefString(this, key, default)

fun Bundle.extra(key: String): ExtraString = ExtraString(this, key)

fun Context.prefs(name: String): SharedPreferences = getSharedPreferences(name, Context.MODE_PRIVATE)
