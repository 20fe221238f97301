package com.larderly

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import java.security.MessageDigest

class LarderDb(ctx: Context) : SQLiteOpenHelper(ctx, "larderly.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, quantity INTEGER NOT NULL, shelf TEXT NOT NULL, expires_at INTEGER, added_by TEXT NOT NULL, added_at INTEGER NOT NULL, UNIQUE (name, shelf))")
        db.execSQL("CREATE TABLE lists (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        db.execSQL("CREATE TABLE list_entries (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, text TEXT NOT NULL)")
        db.execSQL("CREATE TABLE shares (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, recipient TEXT NOT NULL, shared_by TEXT NOT NULL, shared_at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE orders (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, store_package TEXT NOT NULL, requested_by TEXT NOT NULL, placed_at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE receipts (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, value TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS receipts")
        db.execSQL("CREATE TABLE receipts (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, value TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))")
    }
}

data class Receipt(val tool: String, val argsDigest: String, val value: String)

// Durable deduplication of mutating calls, keyed by (uid, provider, request_id).
class Receipts(private val helper: LarderDb) {
    fun find(uid: Int, provider: String, requestId: String): Receipt? =
        helper.readableDatabase.rawQuery(
            "SELECT tool, args_sha256, value FROM receipts WHERE uid = ? AND provider = ? AND request_id = ?",
            arrayOf(uid.toString(), provider, requestId),
        ).use { c -> if (c.moveToFirst()) Receipt(c.getString(0), c.getString(1), c.getString(2)) else null }

    fun keep(uid: Int, provider: String, req: Request, value: String) {
        val row = ContentValues().apply {
            put("uid", uid)
            put("provider", provider)
            put("request_id", req.requestId)
            put("tool", req.tool)
            put("args_sha256", sha256(req.argsText))
            put("value", value)
            put("kept_at", System.currentTimeMillis())
        }
        helper.writableDatabase.insertWithOnConflict("receipts", null, row, SQLiteDatabase.CONFLICT_IGNORE)
    }
}

fun sha256(text: String): String =
    MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }
