package app.trailmark.logbook.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** The app's one database: routes, journal entries, map snapshots, dedup records, operations and the audit trail. */
class TrailDb private constructor(context: Context) : SQLiteOpenHelper(context, "trailmark.db", null, 5) {
    override fun onCreate(db: SQLiteDatabase) {
        for (statement in SCHEMA) db.execSQL(statement)
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        if (oldVersion < 5) db.execSQL(SCHEMA.last())
    }

    companion object {
        private val SCHEMA = listOf(
            "CREATE TABLE routes (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, distance_m INTEGER NOT NULL, " +
                "difficulty TEXT NOT NULL, track_path TEXT, created_at INTEGER NOT NULL)",
            "CREATE TABLE entries (id INTEGER PRIMARY KEY AUTOINCREMENT, route_id INTEGER, text TEXT NOT NULL, " +
                "written_at INTEGER NOT NULL, archived INTEGER NOT NULL DEFAULT 0)",
            "CREATE TABLE map_cache (owner TEXT NOT NULL, zoom INTEGER NOT NULL, png BLOB, PRIMARY KEY (owner, zoom))",
            "CREATE TABLE requests (dedup_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_digest TEXT NOT NULL, " +
                "state TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL)",
            "CREATE TABLE audit (id INTEGER PRIMARY KEY AUTOINCREMENT, uid INTEGER NOT NULL, action TEXT NOT NULL, " +
                "subject TEXT NOT NULL, at INTEGER NOT NULL)",
            "CREATE TABLE operations (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL, " +
                "tool TEXT NOT NULL, state TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0, cancel_requested INTEGER NOT NULL DEFAULT 0, " +
                "result TEXT, error_code TEXT, error_message TEXT, updated_at INTEGER NOT NULL)",
        )

        @Volatile
        private var instance: TrailDb? = null

        /** One helper per process; every provider and screen asks here. */
        fun of(context: Context): TrailDb =
            instance ?: synchronized(this) { instance ?: TrailDb(context).also { instance = it } }
    }
}

/** `context.trailDb` wherever a Context is at hand. */
val Context.trailDb: TrailDb get() = TrailDb.of(this)
