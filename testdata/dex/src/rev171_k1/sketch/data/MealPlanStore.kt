package app.larder.kitchen.data

import android.content.ContentValues
import org.json.JSONObject

/** The week's meal plan: one row per day and slot. */
class MealPlanStore(private val db: LarderDb) {
    fun week(from: String, to: String) = db.readableDatabase.query(
        "meals", arrayOf("day", "slot", "recipe_id", "servings"), "day >= ? AND day < ?", arrayOf(from, to),
        null, null, "day, slot",
    ).use { c ->
        c.collect { JSONObject().put("day", it.getString(0)).put("slot", it.getString(1)).put("recipe_id", it.getLong(2)).put("servings", it.getInt(3)) }
    }

    /** Planned meals whose recipe carries [tag]; the tag is a bound argument, never part of the SQL text. */
    fun plansTagged(tag: String) = db.readableDatabase.rawQuery(
        "SELECT m.day, m.slot, r.title FROM meals m JOIN recipes r ON r.id = m.recipe_id WHERE r.tags LIKE ? ORDER BY m.day",
        arrayOf("%$tag%"),
    ).use { c -> c.collect { JSONObject().put("day", it.getString(0)).put("slot", it.getString(1)).put("title", it.getString(2)) } }

    fun schedule(day: String, slot: String, recipeId: Long, servings: Int = 2): Long =
        db.writableDatabase.insert("meals", null, ContentValues().apply {
            put("day", day)
            put("slot", slot)
            put("recipe_id", recipeId)
            put("servings", servings)
        })

    fun clearDay(day: String): Int = db.writableDatabase.delete("meals", "day = ?", arrayOf(day))

    /** Recipe ids that fit within [minutes], quickest first. */
    fun quickRecipes(minutes: Int, count: Int): List<Long> = db.readableDatabase.query(
        "recipes", arrayOf("id"), "minutes <= ?", arrayOf(minutes.toString()), null, null, "minutes", count.toString(),
    ).use { c -> buildList { while (c.moveToNext()) add(c.getLong(0)) } }
}
