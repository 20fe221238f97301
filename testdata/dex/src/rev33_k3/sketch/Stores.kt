package com.example.r33k3

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderResult

// Stores.kt: the pantry database and the two mutation executors.

object Pantry {
    fun open(ctx: Context): SQLiteDatabase = ctx.openOrCreateDatabase("pantry.db", Context.MODE_PRIVATE, null)

    fun snapshot(ctx: Context): String = open(ctx).listPantry()
}

fun SQLiteDatabase.listPantry(): String =
    rawQuery("SELECT name FROM pantry ORDER BY name", null).use { c ->
        buildString { while (c.moveToNext()) append(c.getString(0)).append('\n') }
    }

fun SQLiteDatabase.suggestRecipes(servings: Int): String {
    val picks = ArrayList<Long>()
    rawQuery("SELECT id FROM recipes WHERE servings >= ? LIMIT 3", arrayOf(servings.toString())).use { c ->
        while (c.moveToNext()) picks += c.getLong(0)
    }
    // hold the ingredients so the shopping list does not offer them again
    for (id in picks) update("pantry", ContentValues().apply { put("reserved_for", id) }, "recipe_id = ?", arrayOf(id.toString()))
    return "{\"recipes\":$picks}"
}

fun SQLiteDatabase.addItem(name: String): String {
    val id = insert("pantry", null, ContentValues().apply { put("name", name); put("qty", 1) })
    return "{\"id\":$id}"
}

object ListShares {
    fun grant(ctx: Context, listId: String, pkg: String) {
        ctx.getSharedPreferences("shares", Context.MODE_PRIVATE).edit().putString("$listId:$pkg", "rw").apply()
    }
}

/** PantryProvider's executor: remembers finished request_ids. */
object RecentRequests : CetpMutationExecutor {
    private val done = hashMapOf<String, CetpProviderResult>()

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult =
        done.getOrPut(requestId, mutation)
}

/** BasketProvider's executor: a SQLite journal keyed by request_id, written before the result is returned. */
class SqlJournal(context: Context) : CetpMutationExecutor {
    private val db = context.openOrCreateDatabase("journal.db", Context.MODE_PRIVATE, null)

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        db.rawQuery("SELECT result FROM journal WHERE request_id = ?", arrayOf(requestId)).use { c ->
            if (c.moveToFirst()) return CetpProviderResult.ok(c.getString(0))
        }
        val result = mutation()
        db.insert("journal", null, ContentValues().apply { put("request_id", requestId); put("result", result.toString()) })
        return result
    }
}
