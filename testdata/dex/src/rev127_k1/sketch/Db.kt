package com.hearthly

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONObject

class HomeDb(ctx: Context) : SQLiteOpenHelper(ctx, "hearthly.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        listOf(
            "CREATE TABLE devices (id TEXT PRIMARY KEY, name TEXT, room TEXT, kind TEXT, state TEXT)",
            "CREATE TABLE scenes (scene TEXT, device TEXT, state TEXT, PRIMARY KEY (scene, device))",
            "CREATE TABLE doors (id TEXT PRIMARY KEY, name TEXT, locked INTEGER, changed_by INTEGER)",
            "CREATE TABLE schedules (device TEXT PRIMARY KEY, day_c REAL, night_c REAL, set_by INTEGER)",
            "CREATE TABLE routines (id TEXT PRIMARY KEY, name TEXT, steps TEXT, owner INTEGER, created INTEGER)",
            "CREATE TABLE runs (id TEXT PRIMARY KEY, routine TEXT, at INTEGER, requested_by INTEGER)",
            "CREATE TABLE receipts (uid INTEGER, provider TEXT, request_id TEXT, tool TEXT, digest TEXT, value TEXT, PRIMARY KEY (uid, provider, request_id))",
            "CREATE TABLE audit (uid INTEGER, tool TEXT, ok INTEGER, at INTEGER)",
        ).forEach(db::execSQL)
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        listOf("devices", "scenes", "doors", "schedules", "routines", "runs", "receipts", "audit")
            .forEach { db.execSQL("DROP TABLE IF EXISTS $it") }
        onCreate(db)
    }
}

/** Deduplication of mutating calls by (caller UID, provider, request_id), kept in the database. */
class Receipts(private val db: HomeDb) {
    class Receipt(val tool: String, val digest: String, val value: JSONObject)

    fun find(uid: Int, provider: String, requestId: String): Receipt? =
        db.readableDatabase.rawQuery(
            "SELECT tool, digest, value FROM receipts WHERE uid = ? AND provider = ? AND request_id = ?",
            arrayOf(uid.toString(), provider, requestId),
        ).use { c -> c.takeIf { it.moveToFirst() }?.run { Receipt(getString(0), getString(1), JSONObject(getString(2))) } }

    fun keep(uid: Int, provider: String, requestId: String, tool: String, digest: String, value: JSONObject) {
        val row = ContentValues().apply {
            put("uid", uid)
            put("provider", provider)
            put("request_id", requestId)
            put("tool", tool)
            put("digest", digest)
            put("value", value.toString())
        }
        db.writableDatabase.insertWithOnConflict("receipts", null, row, SQLiteDatabase.CONFLICT_IGNORE)
    }
}

/** Who changed what in the home: one row per mutating tool call. */
class AuditLog(private val db: HomeDb) {
    fun record(uid: Int, tool: String, ok: Boolean) {
        db.writableDatabase.insert(
            "audit",
            null,
            ContentValues().apply {
                put("uid", uid)
                put("tool", tool)
                put("ok", if (ok) 1 else 0)
                put("at", System.currentTimeMillis())
            },
        )
    }
}
