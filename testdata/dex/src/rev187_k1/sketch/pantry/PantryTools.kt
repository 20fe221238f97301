package app.larder.pantry

import android.content.ContentValues
import android.database.Cursor
import android.os.Binder
import android.util.Log
import app.larder.core.Larder
import app.larder.core.Reply
import app.larder.core.ToolCall
import app.larder.core.Tokens
import app.larder.core.asSelf
import app.larder.core.count
import app.larder.core.fail
import app.larder.core.inlineReply
import app.larder.core.now
import app.larder.core.optionalText
import app.larder.core.parseDay
import app.larder.core.rows
import app.larder.core.text
import app.larder.core.toJsonObjects
import org.json.JSONObject
import java.text.ParseException

/* The pantry's tool handlers as top-level functions (PantryToolsKt); PantryToolProvider maps tool names to them. */

class Item(val id: String, val name: String, val quantity: Int, val expiresAt: Long, val surfacedAt: Long)

private val ITEM_COLUMNS = arrayOf("id", "name", "quantity", "expires_at", "surfaced_at")
private const val DAY_MS = 24 * 60 * 60 * 1000L

private fun Cursor.item(): Item = Item(getString(0), getString(1), getInt(2), getLong(3), getLong(4))

fun Item.toJson(): JSONObject = JSONObject().put("item_id", id).put("name", name).put("quantity", quantity)
    .also { o -> if (expiresAt > 0) o.put("expires_at_ms", expiresAt) }

/** list_items (read): the pantry, alphabetically. */
fun listItems(call: ToolCall): Reply {
    val limit = call.count("limit", 1..200)
    val items = Larder.db.getReadableDatabase()
        .query("items", ITEM_COLUMNS, "archived = 0", null, null, null, "name")
        .rows { it.item() }
        .take(limit)
    return inlineReply(call.requestId, JSONObject().put("items", items.map { it.toJson() }.toJsonObjects()))
}

/** find_expiring (read): what runs out within the next days, soonest first. */
fun findExpiring(call: ToolCall): Reply {
    val days = call.count("within_days", 1..30)
    val until = call.now + days * DAY_MS
    val db = Larder.db.getWritableDatabase()
    val expiring = db.query("items", ITEM_COLUMNS, "archived = 0 AND expires_at > 0 AND expires_at <= ?",
        arrayOf(until.toString()), null, null, null)
        .rows { it.item() }
        .sortedBy { it.expiresAt }
    // the morning digest skips what an assistant has already shown the user
    expiring.filter { it.surfacedAt == 0L }.forEach { item ->
        db.update("items", ContentValues().apply { put("surfaced_at", call.now) }, "id = ?", arrayOf(item.id))
    }
    return inlineReply(call.requestId, JSONObject().put("items", expiring.map { it.toJson() }.toJsonObjects()))
}

/** add_item (create): a new pantry item, recorded in the history feed the home-screen widget watches. */
fun addItem(call: ToolCall): Reply {
    val name = call.text("name", 80)
    val quantity = call.count("quantity", 1..999)
    val expiresAt = call.optionalText("expires_on", 10)?.let { text ->
        try {
            parseDay(text)
        } catch (e: ParseException) {
            Log.w(PantryToolProvider.TAG, "expires_on rejected", e)
            fail("INVALID_ARGS", "expires_on must be a date written as YYYY-MM-DD")
        }
    } ?: 0L
    val id = Tokens.id("it")
    Larder.db.getWritableDatabase().insertOrThrow("items", null, ContentValues().apply {
        put("id", id)
        put("name", name)
        put("quantity", quantity)
        put("expires_at", expiresAt)
    })
    asSelf {
        Larder.context.getContentResolver().insert(Larder.HISTORY, ContentValues().apply {
            put("item", id)
            put("action", "added")
            put("by_uid", Binder.getCallingUid())
        })
    }
    return inlineReply(call.requestId, JSONObject().put("item_id", id))
}

/** The items purge_expired would remove, for the confirmation screen and for the purge itself. */
fun expiredBefore(before: Long): List<Item> = Larder.db.getReadableDatabase()
    .query("items", ITEM_COLUMNS, "expires_at > 0 AND expires_at < ?", arrayOf(before.toString()), null, null, null)
    .rows { it.item() }

fun ToolCall.beforeDay(): Long = text("before", 10).let { text ->
    try {
        parseDay(text)
    } catch (e: ParseException) {
        fail("INVALID_ARGS", "before must be a date written as YYYY-MM-DD")
    }
}
