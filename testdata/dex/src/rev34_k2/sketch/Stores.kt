package com.example.r34k2

import android.content.ContentValues
import android.content.Context
import android.content.SharedPreferences
import android.database.sqlite.SQLiteDatabase
import android.util.Log
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderResult

// Stores.kt: albums, orders, prices, receipts and the order journal.

class Albums(ctx: Context) {
    private val db: SQLiteDatabase = ctx.openOrCreateDatabase("albums.db", Context.MODE_PRIVATE, null)
    private val prefs = ctx.getSharedPreferences("uploads", Context.MODE_PRIVATE)

    fun listJson(): String = db.rawQuery("SELECT id, title FROM albums", null).use { c ->
        buildString {
            append('[')
            while (c.moveToNext()) append("{\"id\":\"").append(c.getString(0)).append("\"},")
            append(']')
        }
    }

    fun recentJson(limit: Int): String {
        val ids = ArrayList<String>()
        db.rawQuery("SELECT id FROM uploads ORDER BY taken_at DESC LIMIT ?", arrayOf(limit.toString())).use { c ->
            while (c.moveToNext()) ids += c.getString(0)
        }
        prefs.markSeen(ids)
        return ids.joinToString(",", "[", "]") { "\"$it\"" }
    }

    fun rename(id: String, title: String): String {
        db.update("albums", ContentValues().apply { put("title", title) }, "id = ?", arrayOf(id))
        return "{\"renamed\":\"$id\"}"
    }

    fun delete(id: String): String {
        db.delete("albums", "id = ?", arrayOf(id))
        return "{\"deleted\":\"$id\"}"
    }
}

/** Uploads the user has been shown are no longer badged as new in the gallery. */
fun SharedPreferences.markSeen(ids: List<String>) {
    val seen = getStringSet("seen", emptySet())!!.toMutableSet()
    seen += ids
    edit().putStringSet("seen", seen).apply()
}

object PriceList {
    fun quote(ctx: Context, size: String, copies: Int): String {
        val cents = ctx.getSharedPreferences("prices", Context.MODE_PRIVATE).getInt(size, 35)
        Log.d("Prices", "quote $size x$copies")
        return "{\"total_cents\":${cents * copies}}"
    }
}

object Orders {
    fun create(ctx: Context, albumId: String, size: String): String {
        val db = ctx.openOrCreateDatabase("orders.db", Context.MODE_PRIVATE, null)
        val id = db.insert("orders", null, ContentValues().apply { put("album_id", albumId); put("size", size) })
        return "ord_$id"
    }

    fun cancel(ctx: Context, orderId: String) {
        ctx.openOrCreateDatabase("orders.db", Context.MODE_PRIVATE, null)
            .update("orders", ContentValues().apply { put("state", "cancelled") }, "id = ?", arrayOf(orderId.removePrefix("ord_")))
    }
}

object Receipts {
    fun email(ctx: Context, orderId: String, uid: Int) {
        ctx.getSharedPreferences("receipts", Context.MODE_PRIVATE).edit().putInt(orderId, uid).apply()
    }

    fun cancelled(ctx: Context, orderId: String, uid: Int) {
        Log.i("Receipts", "order $orderId cancelled by uid $uid")
    }
}

/** OrderProvider's executor: request ids journaled in SQLite with the result. */
class OrderJournal(context: Context) : CetpMutationExecutor {
    private val db = context.openOrCreateDatabase("journal.db", Context.MODE_PRIVATE, null)

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        val prior = db.rawQuery("SELECT result FROM journal WHERE request_id = ?", arrayOf(requestId)).use { c ->
            if (c.moveToFirst()) c.getString(0) else null
        }
        if (prior != null) return CetpProviderResult.ok(prior)
        return mutation().also { r ->
            db.insert("journal", null, ContentValues().apply { put("request_id", requestId); put("result", r.toString()) })
        }
    }
}
