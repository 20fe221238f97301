package com.brightmoor.pantry

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow

class ItemEntity(val id: Long, val name: String, val category: String, val quantity: Int, val expiresAt: Long)
class ListEntity(val id: Long, val name: String, val items: Int, val error: String?)
class ReplayEntity(val tool: String, val argsDigest: String, val reply: String)

class PantryDb(ctx: Context) : SQLiteOpenHelper(ctx, "pantry.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT, category TEXT, quantity INTEGER, expires_at INTEGER)")
        db.execSQL("CREATE TABLE lists (id INTEGER PRIMARY KEY, name TEXT, items INTEGER, sync_error TEXT)")
        db.execSQL("CREATE TABLE list_entries (list_id INTEGER, name TEXT, quantity INTEGER)")
        db.execSQL("CREATE TABLE orders (id INTEGER PRIMARY KEY, list_id INTEGER, placed_at INTEGER)")
        db.execSQL("CREATE TABLE replays (key TEXT PRIMARY KEY, tool TEXT, digest TEXT, reply TEXT)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS replays")
        onCreate(db)
    }
}

/** The hand-written DAO over pantry.db. */
class PantryDao(private val db: PantryDb) {
    fun items(category: String?): List<ItemEntity> {
        val cursor = if (category == null) {
            db.readableDatabase.rawQuery("SELECT id, name, category, quantity, expires_at FROM items", null)
        } else {
            db.readableDatabase.rawQuery("SELECT id, name, category, quantity, expires_at FROM items WHERE category = ?", arrayOf(category))
        }
        val out = ArrayList<ItemEntity>()
        cursor.use { while (it.moveToNext()) out.add(ItemEntity(it.getLong(0), it.getString(1), it.getString(2), it.getInt(3), it.getLong(4))) }
        return out
    }

    fun search(text: String): List<ItemEntity> {
        val sql = "SELECT id, name, category, quantity, expires_at FROM items WHERE name LIKE '%" + text + "%' ORDER BY name"
        val out = ArrayList<ItemEntity>()
        db.readableDatabase.rawQuery(sql, null).use { while (it.moveToNext()) out.add(ItemEntity(it.getLong(0), it.getString(1), it.getString(2), it.getInt(3), it.getLong(4))) }
        return out
    }

    fun deleteExpired(now: Long): Int = db.writableDatabase.delete("items", "expires_at < ?", arrayOf(now.toString()))

    fun itemFlow(id: Long): Flow<ItemEntity?> = flow { emit(items(null).firstOrNull { it.id == id }) }

    fun restock(id: Long, quantity: Int): Int {
        val values = ContentValues()
        values.put("quantity", quantity)
        return db.writableDatabase.update("items", values, "id = ?", arrayOf(id.toString()))
    }

    fun removeItem(id: Long): Int = db.writableDatabase.delete("items", "id = ?", arrayOf(id.toString()))

    fun lists(name: String?): List<ListEntity> {
        val where = if (name == null) null else "name = ?"
        val cursor = db.readableDatabase.query("lists", arrayOf("id", "name", "items", "sync_error"), where, name?.let { arrayOf(it) }, null, null, "name")
        val out = ArrayList<ListEntity>()
        cursor.use { while (it.moveToNext()) out.add(ListEntity(it.getLong(0), it.getString(1), it.getInt(2), it.getString(3))) }
        return out
    }

    fun listFlow(id: Long): Flow<ListEntity?> = flow { emit(lists(null).firstOrNull { it.id == id }) }

    fun addEntry(listId: Long, name: String, quantity: Int): Long {
        val values = ContentValues()
        values.put("list_id", listId)
        values.put("name", name)
        values.put("quantity", quantity)
        return db.writableDatabase.insert("list_entries", null, values)
    }

    fun placeOrder(listId: Long): Long {
        val values = ContentValues()
        values.put("list_id", listId)
        values.put("placed_at", System.currentTimeMillis())
        return db.writableDatabase.insert("orders", null, values)
    }

    fun replay(key: String): ReplayEntity? =
        db.readableDatabase.rawQuery("SELECT tool, digest, reply FROM replays WHERE key = ?", arrayOf(key)).use {
            if (it.moveToNext()) ReplayEntity(it.getString(0), it.getString(1), it.getString(2)) else null
        }

    fun saveReplay(key: String, entity: ReplayEntity) {
        val values = ContentValues()
        values.put("key", key)
        values.put("tool", entity.tool)
        values.put("digest", entity.argsDigest)
        values.put("reply", entity.reply)
        db.writableDatabase.insertWithOnConflict("replays", null, values, SQLiteDatabase.CONFLICT_IGNORE)
    }
}
