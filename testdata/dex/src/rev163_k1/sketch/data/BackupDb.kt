package app.keelson.backup.data

import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper

/** Keelson's database: snapshots, the apps in them, shares, request records and background operations. */
class BackupDb private constructor(context: Context) : SQLiteOpenHelper(context, "keelson.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE snapshots (id INTEGER PRIMARY KEY, label TEXT NOT NULL, created_at INTEGER NOT NULL, size INTEGER NOT NULL, manifest TEXT NOT NULL)")
        db.execSQL("CREATE TABLE snapshot_apps (snapshot_id INTEGER NOT NULL, package TEXT NOT NULL, media INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE shares (id INTEGER PRIMARY KEY, snapshot_id INTEGER NOT NULL, owner TEXT NOT NULL, recipient TEXT NOT NULL, bundle TEXT, expires_at INTEGER NOT NULL, uploaded INTEGER NOT NULL DEFAULT 0)")
        db.execSQL("CREATE TABLE requests (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL, state TEXT, payload TEXT, created_at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error TEXT, cancel INTEGER NOT NULL DEFAULT 0)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in listOf("snapshots", "snapshot_apps", "shares", "requests", "operations")) {
            db.execSQL("DROP TABLE IF EXISTS " + table)
        }
        onCreate(db)
    }

    companion object {
        @Volatile private var instance: BackupDb? = null

        fun get(context: Context): BackupDb = instance ?: synchronized(this) {
            instance ?: BackupDb(context.applicationContext).also { instance = it }
        }
    }
}
