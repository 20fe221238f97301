package app.larder.shopping

import android.content.ContentValues
import android.database.Cursor
import android.os.Binder
import app.larder.core.Larder
import app.larder.core.Reply
import app.larder.core.ToolCall
import app.larder.core.Tokens
import app.larder.core.asSelf
import app.larder.core.fail
import app.larder.core.id
import app.larder.core.inlineReply
import app.larder.core.optionalText
import app.larder.core.parseDay
import app.larder.core.rows
import app.larder.core.text
import app.larder.core.toJsonObjects
import org.json.JSONObject
import java.text.ParseException
import java.util.concurrent.Executor
import java.util.concurrent.Executors

/* The shopping provider's tool handlers and helpers as top-level functions (ShoppingToolsKt). */

class ListEntry(val id: String, val listId: String, val name: String, val aisle: String, val dueAt: Long, val bought: Boolean)

private val auditor: Executor = Executors.newSingleThreadExecutor()

private fun Cursor.entry(): ListEntry =
    ListEntry(getString(0), getString(1), getString(2), getString(3) ?: "other", getLong(4), getInt(5) == 1)

fun ListEntry.toJson(): JSONObject = JSONObject().put("entry_id", id).put("name", name).put("aisle", aisle)
    .put("bought", bought).also { o -> if (dueAt > 0) o.put("due_at_ms", dueAt) }

/** Entries of one list, or of every list; aisle then name. */
fun entries(listId: String?): List<ListEntry> {
    val sql = buildString {
        append("SELECT id, list_id, name, aisle, due_at, bought FROM list_items")
        if (listId != null) append(" WHERE list_id = ?")
        append(" ORDER BY aisle, name")
    }
    return Larder.db.getReadableDatabase().rawQuery(sql, listId?.let { arrayOf(it) }).rows { it.entry() }
}

fun requireList(listId: String): String = Larder.db.getReadableDatabase()
    .query("lists", arrayOf("title"), "id = ?", arrayOf(listId), null, null, null)
    .rows { it.getString(0) }
    .firstOrNull() ?: fail("INVALID_ARGS", "No shopping list has that list_id")

/** Records a mutation in the audit table, off the Binder thread. */
fun ToolCall.audit(outcome: String) {
    val tool = tool
    val requestId = requestId
    auditor.execute {
        Larder.db.getWritableDatabase().insert("audit", null, ContentValues().apply {
            put("tool", tool)
            put("request_id", requestId)
            put("outcome", outcome)
            put("by_uid", Binder.getCallingUid())
            put("at", System.currentTimeMillis())
        })
    }
}

/** list_lists (read): every list with its open and bought counts. */
fun listLists(call: ToolCall): Reply {
    val byList = entries(null).groupBy { it.listId }
    val lists = Larder.db.getReadableDatabase()
        .query("lists", arrayOf("id", "title"), null, null, null, null, "created_at")
        .rows { c -> c.getString(0) to c.getString(1) }
        .map { (id, title) ->
            val entries = byList[id].orEmpty()
            JSONObject().put("list_id", id).put("title", title)
                .put("open", entries.count { !it.bought }).put("bought", entries.count { it.bought })
        }
    return inlineReply(call.requestId, JSONObject().put("lists", lists.toJsonObjects()))
}

/** get_list (read): one list, grouped by aisle. */
fun getList(call: ToolCall): Reply {
    val listId = call.id("list_id")
    val title = requireList(listId)
    val aisles = entries(listId).groupBy { it.aisle }.toSortedMap().map { (aisle, items) ->
        JSONObject().put("aisle", aisle).put("entries", items.sortedBy { it.name }.map { it.toJson() }.toJsonObjects())
    }
    return inlineReply(call.requestId, JSONObject().put("list_id", listId).put("title", title)
        .put("aisles", aisles.toJsonObjects()))
}

/** add_to_list (create): one entry, with an optional due date. */
fun addToList(call: ToolCall): Reply {
    val listId = call.id("list_id")
    requireList(listId)
    val name = call.text("name", 80)
    val aisle = call.optionalText("aisle", 40) ?: "other"
    val dueAt = call.optionalText("due_on", 10)?.let { text ->
        try {
            parseDay(text)
        } catch (e: ParseException) {
            fail("INVALID_ARGS", "Could not read due_on: " + e.message)
        }
    } ?: 0L
    val id = Tokens.id("le")
    Larder.db.getWritableDatabase().insertOrThrow("list_items", null, ContentValues().apply {
        put("id", id)
        put("list_id", listId)
        put("name", name)
        put("aisle", aisle)
        put("due_at", dueAt)
    })
    call.audit("added")
    return inlineReply(call.requestId, JSONObject().put("entry_id", id))
}

/** check_off (update): marks entries bought and tells the history feed. */
fun checkOff(call: ToolCall): Reply {
    val wanted = call.args.optJSONArray("entry_ids")
        ?.let { array -> (0 until array.length()).map { array.optString(it) } }
        ?.takeIf { ids -> ids.size in 1..50 && ids.all { ENTRY_ID.matches(it) } }
        ?: fail("INVALID_ARGS", "entry_ids must list 1-50 entry ids")
    val open = entries(null).associateBy { it.id }.filterKeys { it in wanted }.values.filter { !it.bought }
    val db = Larder.db.getWritableDatabase()
    open.forEach { entry ->
        db.update("list_items", ContentValues().apply { put("bought", 1) }, "id = ?", arrayOf(entry.id))
        asSelf {
            Larder.context.getContentResolver().insert(Larder.HISTORY, ContentValues().apply {
                put("item", entry.id)
                put("action", "bought")
                put("by_uid", call.uid)
            })
        }
    }
    call.audit("checked_off")
    return inlineReply(call.requestId, JSONObject().put("checked", open.size))
}

private val ENTRY_ID = Regex("le_[0-9a-f]{16}")
