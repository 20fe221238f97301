package com.larkbook

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONObject

class LarkDb(ctx: Context) : SQLiteOpenHelper(ctx, "larkbook.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        listOf(
            "CREATE TABLE events (id TEXT PRIMARY KEY, title TEXT, day TEXT, start TEXT, minutes INTEGER, created_by INTEGER, cancelled INTEGER DEFAULT 0)",
            "CREATE TABLE contacts (id TEXT PRIMARY KEY, display_name TEXT, phone TEXT, email TEXT, hidden INTEGER DEFAULT 0)",
            "CREATE TABLE receipts (uid INTEGER, provider TEXT, request_id TEXT, tool TEXT, digest TEXT, value TEXT, PRIMARY KEY (uid, provider, request_id))",
            "CREATE TABLE audit (uid INTEGER, tool TEXT, ok INTEGER, at INTEGER)",
        ).forEach(db::execSQL)
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        listOf("events", "contacts", "receipts", "audit").forEach { db.execSQL("DROP TABLE IF EXISTS $it") }
        onCreate(db)
    }
}

/** Deduplication of mutating calls by (caller UID, provider, request_id), kept in the database. */
class Receipts(private val db: LarkDb) {
    class Receipt(val tool: String, val digest: String, val value: JSONObject)

    fun find(uid: Int, provider: String, requestId: String): Receipt? =
        db.readableDatabase.select(
            "receipts",
            "tool, digest, value",
            ("uid" eq uid.toString()) and ("provider" eq provider) and ("request_id" eq requestId),
            "request_id",
        ).rows { Receipt(getString(0), getString(1), JSONObject(getString(2))) }.firstOrNull()

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
