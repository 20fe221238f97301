package com.larderly.pantry

import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONObject

class PantryDb(context: Context) : SQLiteOpenHelper(context, "larder.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, qty INTEGER, expires_at INTEGER, shelf TEXT)")
        db.execSQL("CREATE TABLE shopping (id INTEGER PRIMARY KEY, list TEXT NOT NULL, name TEXT NOT NULL, qty INTEGER, done INTEGER)")
        db.execSQL("CREATE TABLE grants (package TEXT, scope TEXT, expires_at INTEGER, PRIMARY KEY (package, scope))")
        db.execSQL("CREATE TABLE outcomes (key TEXT PRIMARY KEY, tool TEXT, digest TEXT, result TEXT)")
        db.execSQL("CREATE TABLE shares (id INTEGER PRIMARY KEY, target TEXT, sharer INTEGER, what TEXT, at INTEGER)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {}
}

class PantryDao private constructor(@PublishedApi internal val helper: PantryDb) {
    inline fun <T> tx(crossinline block: SQLiteDatabase.() -> T): T {
        val db = helper.writableDatabase
        db.beginTransaction()
        try {
            val result = db.block()
            db.setTransactionSuccessful()
            return result
        } finally {
            db.endTransaction()
        }
    }

    fun items(where: String?, args: Array<String>?): List<JSONObject> = itemsIn(helper.readableDatabase, where, args)

    fun item(id: Long): JSONObject? = items("id = ?", arrayOf(id.toString())).firstOrNull()

    fun addItem(name: String, qty: Int, expiresAt: Long): Long {
        val row = ContentValues()
        row.put("name", name)
        row.put("qty", qty)
        row.put("expires_at", expiresAt)
        row.put("shelf", "pantry")
        return helper.writableDatabase.insert("items", null, row)
    }

    fun discard(id: Long): Int = helper.writableDatabase.delete("items", "id = ?", arrayOf(id.toString()))

    fun addToList(list: String, name: String, qty: Int): Long {
        val row = ContentValues()
        row.put("list", list)
        row.put("name", name)
        row.put("qty", qty)
        row.put("done", 0)
        return helper.writableDatabase.insert("shopping", null, row)
    }

    fun checkOff(id: Long): Int {
        val row = ContentValues()
        row.put("done", 1)
        return helper.writableDatabase.update("shopping", row, "id = ?", arrayOf(id.toString()))
    }

    fun countList(list: String): Int =
        helper.readableDatabase.query("shopping", arrayOf("id"), "list = ?", arrayOf(list), null, null, null).use { it.count }

    fun clearList(list: String): Int = helper.writableDatabase.delete("shopping", "list = ?", arrayOf(list))

    fun scopesFor(pkg: String): Set<String> = helper.readableDatabase
        .query("grants", arrayOf("scope"), "package = ? AND expires_at > ?", arrayOf(pkg, System.currentTimeMillis().toString()), null, null, null)
        .use { c -> buildSet { while (c.moveToNext()) add(c.getString(0)) } }

    fun logShare(target: String, sharer: Int, what: String) {
        val row = ContentValues()
        row.put("target", target)
        row.put("sharer", sharer)
        row.put("what", what)
        row.put("at", System.currentTimeMillis())
        helper.writableDatabase.insert("shares", null, row)
    }

    fun loadOutcome(key: String): Record? = helper.readableDatabase
        .query("outcomes", arrayOf("tool", "digest", "result"), "key = ?", arrayOf(key), null, null, null)
        .use { c -> if (c.moveToNext()) Record(c.getString(0), c.getString(1), c.getString(2)) else null }

    fun saveOutcome(key: String, record: Record) {
        val row = ContentValues()
        row.put("key", key)
        row.put("tool", record.tool)
        row.put("digest", record.digest)
        row.put("result", record.result)
        helper.writableDatabase.insertWithOnConflict("outcomes", null, row, SQLiteDatabase.CONFLICT_IGNORE)
    }

    companion object {
        val ITEM_COLUMNS = arrayOf("id", "name", "qty", "expires_at", "shelf")
        val SHOPPING_COLUMNS = arrayOf("id", "list", "name", "qty")

        @Volatile
        private var instance: PantryDao? = null

        fun open(context: Context): PantryDao = instance ?: synchronized(this) {
            instance ?: PantryDao(PantryDb(context.applicationContext)).also { instance = it }
        }

        fun itemsIn(db: SQLiteDatabase, where: String?, args: Array<String>?): List<JSONObject> =
            db.query("items", ITEM_COLUMNS, where, args, null, null, "expires_at").use { c ->
                buildList { while (c.moveToNext()) add(itemJson(c)) }
            }

        fun shoppingIn(db: SQLiteDatabase, where: String?, args: Array<String>?): List<JSONObject> =
            db.query("shopping", SHOPPING_COLUMNS, where, args, null, null, "id").use { c ->
                buildList { while (c.moveToNext()) add(shoppingJson(c)) }
            }

        fun itemJson(c: Cursor): JSONObject = JSONObject().put("item_id", c.getLong(0)).put("name", c.getString(1))
            .put("qty", c.getInt(2)).put("expires_at_ms", c.getLong(3)).put("shelf", c.getString(4))

        fun shoppingJson(c: Cursor): JSONObject = JSONObject().put("entry_id", c.getLong(0)).put("list", c.getString(1))
            .put("name", c.getString(2)).put("qty", c.getInt(3))
    }
}
