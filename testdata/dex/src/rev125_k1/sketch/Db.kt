package com.spokeshare

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONObject

class SpokeDb(ctx: Context) : SQLiteOpenHelper(ctx, "spokeshare.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE stations (id TEXT PRIMARY KEY, name TEXT, street TEXT, free_bikes INTEGER)")
        db.execSQL("CREATE TABLE bikes (id TEXT PRIMARY KEY, station TEXT, locked INTEGER)")
        db.execSQL("CREATE TABLE holds (bike TEXT PRIMARY KEY, rider INTEGER, until INTEGER)")
        db.execSQL("CREATE TABLE rides (id TEXT PRIMARY KEY, account TEXT, bike TEXT, started INTEGER, cost_cents INTEGER)")
        db.execSQL("CREATE TABLE shares (id TEXT PRIMARY KEY, ride TEXT, with_app TEXT, shared_by TEXT)")
        db.execSQL("CREATE TABLE accounts (pkg TEXT PRIMARY KEY, balance_cents INTEGER)")
        db.execSQL("CREATE TABLE payments (id TEXT PRIMARY KEY, account TEXT, merchant TEXT, cents INTEGER, at INTEGER, by_uid INTEGER)")
        db.execSQL("CREATE TABLE receipts (uid INTEGER, provider TEXT, request_id TEXT, tool TEXT, digest TEXT, value TEXT, PRIMARY KEY (uid, provider, request_id))")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in listOf("stations", "bikes", "holds", "rides", "shares", "accounts", "payments", "receipts")) {
            db.execSQL("DROP TABLE IF EXISTS $table")
        }
        onCreate(db)
    }
}

/** Deduplication of mutating calls by (caller UID, provider, request_id), kept in the database. */
class Receipts(private val db: SpokeDb) {
    class Receipt(val tool: String, val digest: String, val value: JSONObject)

    fun find(uid: Int, provider: String, requestId: String): Receipt? =
        db.readableDatabase.rawQuery(
            "SELECT tool, digest, value FROM receipts WHERE uid = ? AND provider = ? AND request_id = ?",
            arrayOf(uid.toString(), provider, requestId),
        ).use { c -> if (c.moveToFirst()) Receipt(c.getString(0), c.getString(1), JSONObject(c.getString(2))) else null }

    fun keep(uid: Int, provider: String, requestId: String, tool: String, digest: String, value: JSONObject) {
        val row = ContentValues()
        row.put("uid", uid)
        row.put("provider", provider)
        row.put("request_id", requestId)
        row.put("tool", tool)
        row.put("digest", digest)
        row.put("value", value.toString())
        db.writableDatabase.insertWithOnConflict("receipts", null, row, SQLiteDatabase.CONFLICT_IGNORE)
    }
}
