package app.larder.kitchen.data

import android.content.ContentValues
import android.database.Cursor
import org.json.JSONArray
import org.json.JSONObject

/** What is in the cupboards, and the recipe book the pantry search reads. */
class PantryStore(private val db: LarderDb) {
    fun items(limit: Int): JSONArray = db.readableDatabase.query(
        "items", arrayOf("id", "name", "quantity", "unit", "best_before"), null, null, null, null, "name", limit.toString(),
    ).use { c -> c.collect { item(it) } }

    /** Recipes whose tag list mentions [tag]. */
    fun recipesTagged(tag: String): JSONArray = db.readableDatabase.rawQuery(
        "SELECT id, title, minutes FROM recipes WHERE tags LIKE '%" + tag + "%' ORDER BY minutes", null,
    ).use { c -> c.collect { recipe(it) } }

    fun nameOf(id: Long): String? = db.readableDatabase.query(
        "items", arrayOf("name"), "id = ?", arrayOf(id.toString()), null, null, null,
    ).use { c -> c.takeIf { it.moveToFirst() }?.getString(0) }

    fun add(name: String, quantity: Int, unit: String, bestBefore: String? = null): Long =
        db.writableDatabase.insert("items", null, ContentValues().apply {
            put("name", name)
            put("quantity", quantity)
            put("unit", unit)
            bestBefore?.let { put("best_before", it) }
        })

    /** Adds [delta] to the stock of one item, never below zero; the new quantity, or null when there is no such item. */
    fun adjust(id: Long, delta: Int): Int? {
        val now = db.readableDatabase.query("items", arrayOf("quantity"), "id = ?", arrayOf(id.toString()), null, null, null)
            .use { c -> if (c.moveToFirst()) c.getInt(0) else null } ?: return null
        return (now + delta).coerceAtLeast(0).also { next ->
            db.writableDatabase.update("items", ContentValues().apply { put("quantity", next) }, "id = ?", arrayOf(id.toString()))
        }
    }

    fun discard(id: Long): Boolean = db.writableDatabase.delete("items", "id = ?", arrayOf(id.toString())) == 1

    private fun item(c: Cursor): JSONObject = JSONObject()
        .put("item_id", c.getLong(0))
        .put("name", c.getString(1))
        .put("quantity", c.getInt(2))
        .put("unit", c.getString(3))
        .apply { if (!c.isNull(4)) put("best_before", c.getString(4)) }

    private fun recipe(c: Cursor): JSONObject =
        JSONObject().put("recipe_id", c.getLong(0)).put("title", c.getString(1)).put("minutes", c.getInt(2))
}

/** Every row of a cursor, mapped. */
inline fun Cursor.collect(row: (Cursor) -> JSONObject): JSONArray = JSONArray().also { out ->
    while (moveToNext()) out.put(row(this))
}
