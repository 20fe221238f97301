package com.larderly

import android.content.ContentValues
import org.json.JSONObject

data class ShoppingList(val id: Long, val name: String, val entries: Int, val shared: Boolean) {
    fun toJson(): JSONObject = JSONObject().apply {
        put("id", id)
        put("name", name)
        put("entries", entries)
        put("shared", shared)
    }
}

class ListsDao(private val helper: LarderDb) {
    fun lists(): List<ShoppingList> = helper.readableDatabase.rawQuery(
        "SELECT l.id, l.name, (SELECT COUNT(*) FROM list_entries e WHERE e.list_id = l.id), " +
            "EXISTS (SELECT 1 FROM shares s WHERE s.list_id = l.id) FROM lists l ORDER BY l.name",
        null,
    ).use { c ->
        buildList { while (c.moveToNext()) add(ShoppingList(c.getLong(0), c.getString(1), c.getInt(2), c.getInt(3) != 0)) }
    }

    fun get(listId: Long): ShoppingList? = helper.readableDatabase.rawQuery(
        "SELECT l.id, l.name, (SELECT COUNT(*) FROM list_entries e WHERE e.list_id = l.id), " +
            "EXISTS (SELECT 1 FROM shares s WHERE s.list_id = l.id) FROM lists l WHERE l.id = ?",
        arrayOf(listId.toString()),
    ).use { c -> if (c.moveToFirst()) ShoppingList(c.getLong(0), c.getString(1), c.getInt(2), c.getInt(3) != 0) else null }

    fun share(listId: Long, recipient: String, sharedBy: String): Long =
        helper.writableDatabase.insertOrThrow("shares", null, ContentValues().apply {
            put("list_id", listId)
            put("recipient", recipient)
            put("shared_by", sharedBy)
            put("shared_at", System.currentTimeMillis())
        })

    fun order(listId: Long, storePackage: String, requestedBy: String): Long =
        helper.writableDatabase.insertOrThrow("orders", null, ContentValues().apply {
            put("list_id", listId)
            put("store_package", storePackage)
            put("requested_by", requestedBy)
            put("placed_at", System.currentTimeMillis())
        })

    fun clear(listId: Long): Int = helper.writableDatabase.delete("list_entries", "list_id = ?", arrayOf(listId.toString()))
}
