package app.larder.kitchen.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** Larder's database: pantry items, recipes, the meal plan, and the tool bookkeeping (requests, approvals, operations, audit). */
class LarderDb private constructor(context: Context) : SQLiteOpenHelper(context, "larder.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        TABLES.forEach(db::execSQL)
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        if (oldVersion < 3) TABLES.takeLast(3).forEach(db::execSQL)
    }

    companion object {
        private val TABLES = listOf(
            "CREATE TABLE items (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, quantity INTEGER NOT NULL, " +
                "unit TEXT NOT NULL, best_before TEXT)",
            "CREATE TABLE recipes (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, tags TEXT NOT NULL, " +
                "minutes INTEGER NOT NULL)",
            "CREATE TABLE meals (id INTEGER PRIMARY KEY AUTOINCREMENT, day TEXT NOT NULL, slot TEXT NOT NULL, " +
                "recipe_id INTEGER NOT NULL, servings INTEGER NOT NULL DEFAULT 2)",
            "CREATE TABLE requests (dedup_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_digest TEXT NOT NULL, " +
                "state TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL)",
            "CREATE TABLE approvals (token TEXT PRIMARY KEY, record TEXT NOT NULL, expires_at INTEGER NOT NULL)",
            "CREATE TABLE operations (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, " +
                "state TEXT NOT NULL, result TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL)",
            "CREATE TABLE audit (id INTEGER PRIMARY KEY AUTOINCREMENT, uid INTEGER NOT NULL, tool TEXT NOT NULL, " +
                "subject TEXT NOT NULL, at INTEGER NOT NULL)",
        )

        @Volatile
        private var shared: LarderDb? = null

        @JvmStatic
        fun get(context: Context): LarderDb =
            shared ?: synchronized(this) { shared ?: LarderDb(context).also { shared = it } }
    }
}
