package com.larderly

import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONArray
import org.json.JSONObject

class Line(val name: String, val quantity: Int)

class PantryStore(ctx: Context) : SQLiteOpenHelper(ctx, "pantry.db", null, 3) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE items (_id INTEGER PRIMARY KEY, name TEXT, qty INTEGER, shelf TEXT, expires INTEGER, state TEXT, owner INTEGER)")
        db.execSQL("CREATE TABLE flags (name TEXT PRIMARY KEY, value INTEGER)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS items")
        db.execSQL("DROP TABLE IF EXISTS flags")
        onCreate(db)
    }

    fun items(): JSONArray {
        val out = JSONArray()
        readableDatabase.query("items", arrayOf("_id", "name", "qty", "shelf"), "state = ?", arrayOf("stocked"), null, null, "name").use { c ->
            while (c.moveToNext()) {
                out.put(JSONObject().put("id", c.getLong(0)).put("name", c.getString(1)).put("quantity", c.getInt(2)).put("shelf", c.getString(3)))
            }
        }
        return out
    }

    fun add(name: String, quantity: Int, owner: Int): Long = writableDatabase.insert("items", null, ContentValues().apply {
        put("name", name)
        put("qty", quantity)
        put("state", "stocked")
        put("owner", owner)
    })

    fun consume(id: Long, quantity: Int, by: Int) =
        writableDatabase.execSQL("UPDATE items SET qty = qty - ?, owner = ? WHERE _id = ?", arrayOf<Any>(quantity, by, id))

    fun setExpiry(id: Long, epochDay: Long, by: Int): Int =
        writableDatabase.update("items", ContentValues().apply { put("expires", epochDay); put("owner", by) }, "_id = ?", arrayOf(id.toString()))

    fun move(id: Long, shelf: String, by: Int): Int =
        writableDatabase.update("items", ContentValues().apply { put("shelf", shelf); put("owner", by) }, "_id = ?", arrayOf(id.toString()))

    fun restock(lines: List<Line>, by: Int): Int {
        for (line in lines) add(line.name, line.quantity, by)
        return lines.size
    }

    fun stockTakeRunning(): Boolean =
        readableDatabase.query("flags", arrayOf("value"), "name = ?", arrayOf("stock_take"), null, null, null).use { c ->
            c.moveToNext() && c.getInt(0) != 0
        }

    fun purgeExpired(today: Long): Int = writableDatabase.delete("items", "expires < ?", arrayOf(today.toString()))

    fun discard(id: Long): Int = writableDatabase.delete("items", "_id = ?", arrayOf(id.toString()))
}

class OrderStore(ctx: Context) : SQLiteOpenHelper(ctx, "orders.db", null, 2) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE orders (_id INTEGER PRIMARY KEY, basket TEXT, uid INTEGER, state TEXT, total TEXT)")
        db.execSQL("CREATE TABLE lines (order_id INTEGER, name TEXT, qty INTEGER)")
        db.execSQL("CREATE TABLE shares (list_id INTEGER, recipient TEXT, uid INTEGER)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS orders")
        db.execSQL("DROP TABLE IF EXISTS lines")
        db.execSQL("DROP TABLE IF EXISTS shares")
        onCreate(db)
    }

    fun orders(uid: Int): JSONArray {
        val out = JSONArray()
        readableDatabase.query("orders", arrayOf("_id", "basket", "state", "total"), "uid = ?", arrayOf(uid.toString()), null, null, "_id DESC").use { c ->
            while (c.moveToNext()) {
                out.put(JSONObject().put("order_id", c.getLong(0)).put("basket", c.getString(1)).put("state", c.getString(2)).put("total", c.getString(3)))
            }
        }
        return out
    }

    fun total(basket: String): String =
        readableDatabase.query("baskets", arrayOf("total"), "name = ?", arrayOf(basket), null, null, null).use { c ->
            if (c.moveToNext()) c.getString(0) else "unknown total"
        }

    fun place(basket: String, uid: Int): Long = writableDatabase.insert("orders", null, ContentValues().apply {
        put("basket", basket)
        put("uid", uid)
        put("state", "placed")
    })

    fun repeat(orderId: Long, uid: Int): Long = writableDatabase.insert("orders", null, ContentValues().apply {
        put("basket", "repeat:$orderId")
        put("uid", uid)
        put("state", "placed")
    })

    fun cancel(orderId: Long, uid: Int): Int =
        writableDatabase.update("orders", ContentValues().apply { put("state", "cancelled") }, "_id = ? AND uid = ?", arrayOf(orderId.toString(), uid.toString()))

    fun share(listId: Long, recipient: String, uid: Int): Long = writableDatabase.insert("shares", null, ContentValues().apply {
        put("list_id", listId)
        put("recipient", recipient)
        put("uid", uid)
    })

    // Lines of one delivered order, or of the latest delivery when orderId is null.
    fun delivered(orderId: String?): Cursor = if (orderId != null) {
        readableDatabase.query("lines", arrayOf("name", "qty"), "order_id = ?", arrayOf(orderId), null, null, null)
    } else {
        readableDatabase.query("lines", arrayOf("name", "qty"), "order_id = (SELECT MAX(_id) FROM orders WHERE state = 'delivered')", null, null, null, null)
    }
}
