package com.chorechart

import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import java.io.File
import kotlin.properties.ReadOnlyProperty
import kotlin.reflect.KProperty

object ServiceLocator {
    private val factories = HashMap<Class<*>, () -> Any>()

    fun <T : Any> register(type: Class<T>, factory: () -> T) {
        factories[type] = factory
    }

    fun <T : Any> get(type: Class<T>): T {
        val factory = factories[type] ?: error("no factory for " + type.name)
        return type.cast(factory())
    }
}

class Inject<T : Any>(private val type: Class<T>) : ReadOnlyProperty<Any?, T> {
    private var instance: T? = null

    override fun getValue(thisRef: Any?, property: KProperty<*>): T =
        instance ?: ServiceLocator.get(type).also { instance = it }
}

inline fun <reified T : Any> inject(): Inject<T> = Inject(T::class.java)

class HouseDb private constructor() {
    companion object {
        @JvmStatic
        fun open(ctx: Context): SQLiteDatabase =
            SQLiteDatabase.openOrCreateDatabase(File(ctx.filesDir, "house.db"), null)
    }
}

interface ChoreRepo {
    fun byRoom(room: String): String
    fun search(text: String): String
}

class SqlChoreRepo(private val ctx: Context) : ChoreRepo {
    override fun byRoom(room: String): String =
        HouseDb.open(ctx).rawQuery("SELECT title FROM chores WHERE room = ?", arrayOf(room)).use { render(it) }

    override fun search(text: String): String =
        HouseDb.open(ctx).rawQuery("SELECT title FROM chores WHERE title LIKE '%" + text + "%'", null).use { render(it) }

    private fun render(c: Cursor): String {
        val out = StringBuilder("[")
        while (c.moveToNext()) {
            if (out.length > 1) out.append(',')
            out.append(org.json.JSONObject.quote(c.getString(0)))
        }
        return out.append(']').toString()
    }
}
