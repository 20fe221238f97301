package app.quire.reader.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** Quire's database: books and highlights, and the tool bookkeeping (requests, operations). */
class QuireDb private constructor(context: Context) : SQLiteOpenHelper(context, "quire.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        for (sql in TABLES) db.execSQL(sql)
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        if (oldVersion < 4) {
            db.execSQL(TABLES[2])
            db.execSQL(TABLES[3])
        }
    }

    companion object {
        private val TABLES = listOf(
            "CREATE TABLE books (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, author TEXT NOT NULL, " +
                "pages INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'reading', added_at INTEGER NOT NULL)",
            "CREATE TABLE highlights (id INTEGER PRIMARY KEY AUTOINCREMENT, book_id INTEGER NOT NULL, quote TEXT NOT NULL, " +
                "page INTEGER NOT NULL, synced_at INTEGER NOT NULL DEFAULT 0)",
            "CREATE TABLE requests (dedup_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_digest TEXT NOT NULL, " +
                "outcome TEXT, created_at INTEGER NOT NULL)",
            "CREATE TABLE operations (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, owner_uid INTEGER NOT NULL, " +
                "request_id TEXT NOT NULL, state TEXT NOT NULL, result TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, " +
                "updated_at INTEGER NOT NULL)",
        )

        @Volatile
        private var shared: QuireDb? = null

        @JvmStatic
        fun get(context: Context): QuireDb = shared ?: synchronized(this) {
            shared ?: QuireDb(context).also { shared = it }
        }
    }
}
