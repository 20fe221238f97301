package com.larderly

import android.content.ContentValues
import android.database.Cursor
import org.json.JSONArray
import org.json.JSONObject

data class Item(val id: Long, val name: String, val quantity: Int, val shelf: String, val expiresAt: Long?, val addedBy: String) {
    fun toJson(): JSONObject = JSONObject().apply {
        put("id", id)
        put("name", name)
        put("quantity", quantity)
        put("shelf", shelf)
        expiresAt?.let { put("expires_at_ms", it) }
    }
}

fun List<Item>.toJsonArray(): JSONArray = JSONArray(map { it.toJson() })

class ItemsDao(private val helper: LarderDb) {
    // list_items: one shelf, in the order the Consumer picked.
    fun list(shelf: String, args: JSONObject): List<Item> =
        helper.readableDatabase.rawQuery("SELECT $COLUMNS FROM items WHERE shelf = ? ORDER BY ${args.sortColumn()}", arrayOf(shelf))
            .use { it.items() }

    // find_items: every shelf, by a piece of the name.
    fun search(args: JSONObject): List<Item> =
        helper.readableDatabase.rawQuery("SELECT $COLUMNS FROM items WHERE ${args.nameFilter()} ORDER BY name", null)
            .use { it.items() }

    fun all(): List<Item> = helper.readableDatabase.rawQuery("SELECT $COLUMNS FROM items ORDER BY shelf, name", null).use { it.items() }

    fun insert(add: Command.Add, addedBy: String): Long {
        val (name, quantity, shelf, expiresInDays) = add
        val now = System.currentTimeMillis()
        val row = ContentValues().apply {
            put("name", name)
            put("quantity", quantity)
            put("shelf", shelf)
            if (expiresInDays != null) put("expires_at", now + expiresInDays * DAY_MS) else putNull("expires_at")
            put("added_by", addedBy)
            put("added_at", now)
        }
        return helper.writableDatabase.insertOrThrow("items", null, row)
    }

    fun remove(itemId: Long): Int = helper.writableDatabase.delete("items", "id = ?", arrayOf(itemId.toString()))

    fun purgeExpired(olderThanDays: Int): Int {
        val cutoff = System.currentTimeMillis() - olderThanDays * DAY_MS
        return helper.writableDatabase.delete("items", "expires_at IS NOT NULL AND expires_at < ?", arrayOf(cutoff.toString()))
    }

    private companion object {
        const val COLUMNS = "id, name, quantity, shelf, expires_at, added_by"
        const val DAY_MS = 24 * 60 * 60 * 1000L
    }
}

// Columns a Consumer may sort by; anything else sorts by name.
private fun JSONObject.sortColumn(): String = when (optString("sort")) {
    "expiry" -> "expires_at, name"
    "quantity" -> "quantity DESC, name"
    "added" -> "added_at DESC"
    else -> "name"
}

private fun JSONObject.nameFilter(): String = optString("text").trim().let { text ->
    if (text.isEmpty()) "1 = 1" else "name LIKE '%$text%'"
}

private fun Cursor.items(): List<Item> = buildList {
    while (moveToNext()) {
        add(Item(getLong(0), getString(1), getInt(2), getString(3), if (isNull(4)) null else getLong(4), getString(5)))
    }
}
