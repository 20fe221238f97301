package app.quillmark.notes.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** The app's one database: notes, attachments, the request ledger, operations and the audit trail. */
class NotesDb private constructor(context: Context) : SQLiteOpenHelper(context, "quillmark.db", null, 3) {

    override fun onCreate(db: SQLiteDatabase) {
        SCHEMA.forEach(db::execSQL)
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        if (oldVersion < 3) {
            db.execSQL("CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY, uid INTEGER, provider TEXT, tool TEXT, ref TEXT, at INTEGER)")
        }
    }

    companion object {
        const val NAME = "quillmark.db"

        private val SCHEMA = listOf(
            "CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL, folder TEXT, tags TEXT, archived INTEGER NOT NULL DEFAULT 0, updated_at INTEGER)",
            "CREATE TABLE attachments (id INTEGER PRIMARY KEY, note_id INTEGER NOT NULL, name TEXT NOT NULL, mime TEXT, size INTEGER, path TEXT NOT NULL, added_at INTEGER, synced INTEGER NOT NULL DEFAULT 0)",
            "CREATE TABLE requests (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL, state TEXT, payload TEXT, created_at INTEGER)",
            "CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, updated_at INTEGER)",
            "CREATE TABLE audit (id INTEGER PRIMARY KEY, uid INTEGER, provider TEXT, tool TEXT, ref TEXT, at INTEGER)",
        )

        @Volatile
        private var instance: NotesDb? = null

        @JvmStatic
        fun get(context: Context): NotesDb =
            instance ?: synchronized(this) { instance ?: NotesDb(context).also { instance = it } }
    }
}
