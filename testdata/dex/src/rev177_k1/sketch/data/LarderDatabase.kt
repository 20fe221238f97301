package app.larder.home.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** The app's one database, with RoomDatabase-style DAO accessors. */
class LarderDatabase(context: Context) : SQLiteOpenHelper(context, "larder.db", null, 4) {
    @Volatile
    private var pantry: PantryDao? = null

    fun pantryDao(): PantryDao = pantry ?: PantryDao_Impl(this).also { pantry = it }

    fun shoppingDao(): ShoppingDao = ShoppingDao_Impl(this)

    fun requestDao(): RequestDao = RequestDao_Impl(this)

    fun workDao(): WorkDao = WorkDao_Impl(this)

    fun sharedFileDao(): SharedFileDao = SharedFileDao_Impl(this)

    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE pantry_item (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, quantity INTEGER NOT NULL, unit TEXT NOT NULL, location TEXT NOT NULL, expires_on_day INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE shopping_entry (id INTEGER PRIMARY KEY AUTOINCREMENT, list TEXT NOT NULL, name TEXT NOT NULL, quantity INTEGER NOT NULL, checked INTEGER NOT NULL DEFAULT 0, added_at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE request_record (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, result TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))")
        db.execSQL("CREATE TABLE work_info (id TEXT PRIMARY KEY, provider TEXT NOT NULL, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, state TEXT NOT NULL, cancel_requested INTEGER NOT NULL DEFAULT 0, result TEXT, created_at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE shared_file (name TEXT NOT NULL, provider TEXT NOT NULL, owner_uid INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (name, provider))")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in TABLES) db.execSQL("DROP TABLE IF EXISTS " + table)
        onCreate(db)
    }

    private companion object {
        val TABLES = arrayOf("pantry_item", "shopping_entry", "request_record", "work_info", "shared_file")
    }
}
