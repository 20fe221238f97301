package app.larder.core

import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** The app's one database: pantry items, shopping lists, the mutation journal, operations and history. */
class LarderDb private constructor(context: Context) : SQLiteOpenHelper(context, "larder.db", null, 4) {

    override fun onCreate(db: SQLiteDatabase) {
        TABLES.forEach { (name, columns) -> db.execSQL(createTable(name, columns)) }
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        if (oldVersion < 4) db.execSQL(createTable("operations", TABLES.getValue("operations")))
    }

    companion object {
        private val TABLES = linkedMapOf(
            "items" to listOf("id TEXT PRIMARY KEY", "name TEXT NOT NULL", "quantity INTEGER NOT NULL",
                "expires_at INTEGER", "surfaced_at INTEGER NOT NULL DEFAULT 0", "archived INTEGER NOT NULL DEFAULT 0"),
            "lists" to listOf("id TEXT PRIMARY KEY", "title TEXT NOT NULL", "created_at INTEGER NOT NULL"),
            "list_items" to listOf("id TEXT PRIMARY KEY", "list_id TEXT NOT NULL", "name TEXT NOT NULL",
                "aisle TEXT", "due_at INTEGER", "bought INTEGER NOT NULL DEFAULT 0"),
            "journal" to listOf("key TEXT PRIMARY KEY", "tool TEXT NOT NULL", "digest TEXT NOT NULL",
                "reply TEXT NOT NULL", "at INTEGER NOT NULL"),
            "operations" to listOf("id TEXT PRIMARY KEY", "uid INTEGER NOT NULL", "request_id TEXT NOT NULL",
                "state TEXT NOT NULL", "result TEXT", "cancel_requested INTEGER NOT NULL DEFAULT 0",
                "updated_at INTEGER NOT NULL"),
            "history" to listOf("id INTEGER PRIMARY KEY AUTOINCREMENT", "item TEXT NOT NULL", "action TEXT NOT NULL",
                "by_uid INTEGER NOT NULL", "at INTEGER NOT NULL"),
            "audit" to listOf("id INTEGER PRIMARY KEY AUTOINCREMENT", "tool TEXT NOT NULL", "request_id TEXT NOT NULL",
                "outcome TEXT NOT NULL", "by_uid INTEGER NOT NULL", "at INTEGER NOT NULL"),
        )

        @Volatile private var instance: LarderDb? = null

        @Synchronized
        fun get(context: Context): LarderDb = instance ?: LarderDb(context).also { instance = it }

        fun createTable(name: String, columns: List<String>): String = buildString {
            append("CREATE TABLE IF NOT EXISTS ").append(name).append(" (")
            columns.joinTo(this, ", ")
            append(")")
        }
    }
}

/** Rows of a cursor, read with [row] while the cursor is open; the cursor is closed by `use`. */
inline fun <T> Cursor.rows(row: (Cursor) -> T): List<T> = use { c ->
    val out = ArrayList<T>(c.getCount())
    while (c.moveToNext()) out.add(row(c))
    out
}

/** `col IN (?, ?, ...)` for [n] bound arguments. */
fun placeholders(column: String, n: Int): String = buildString {
    append(column).append(" IN (")
    repeat(n) { if (it > 0) append(", "); append('?') }
    append(')')
}
