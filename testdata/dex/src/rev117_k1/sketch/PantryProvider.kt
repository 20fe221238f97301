package com.larderly

import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Bundle
import android.util.Log
import org.json.JSONObject
import java.security.SecureRandom
import java.time.LocalDate

class AddArgs(map: Map<String, Any?>) {
    val name: String by map
    val quantity: Number by map
}

class UseArgs(map: Map<String, Any?>) {
    val id: Number by map
    val quantity: Number by map
}

class ExpiryArgs(map: Map<String, Any?>) {
    val id: Number by map
    val date: String by map
}

class MoveArgs(map: Map<String, Any?>) {
    val id: Number by map
    val shelf: String by map
}

class PantryProvider : ContentProvider() {
    private lateinit var store: PantryStore
    private lateinit var sessions: CallerBoundSessions
    private lateinit var resumes: ResumeBook
    private val sealed: SealedResolutions by inject(graph)

    override fun onCreate(): Boolean {
        store = PantryStore(context!!)
        sessions = graph.value.get()
        resumes = ResumeBook(TokenMint(graph.value.get<SecureRandom>()))
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = callerUid()
        val req = extras ?: Bundle()
        if (!admits(uid)) return req.failure("PERMISSION_DENIED", "this app may not use the pantry tools")
        if (method !in METHODS) return req.failure("METHOD_NOT_FOUND", "unknown method")
        if (method == "negotiate") return req.negotiated(sessions, uid, "com.larderly.pantry", "Larderly pantry")
        if (req.getInt("protocol_version", 0) != 2) return req.failure("UNSUPPORTED_VERSION", "only CETP v2 is served here")
        sessions.findFor(req.sessionToken(), uid) ?: return req.failure("NEGOTIATION_REQUIRED", "negotiate a session first", retryable = true)
        return when (method) {
            "get_provider_info" -> req.reply(JSONObject(PANTRY_INFO))
            "list_tools" -> req.reply(JSONObject(PANTRY_TOOLS))
            else -> execute(Call(context!!, uid, req))
        }
    }

    private fun execute(call: Call): Bundle {
        if (call.req.deadlineAt() <= System.currentTimeMillis()) {
            return call.req.failure("DEADLINE_EXCEEDED", "the deadline passed before the tool started")
        }
        return when (call.tool) {
            "list_items" -> call.req.success(JSONObject().put("items", store.items()))
            "add_item" -> addItem(call)
            "use_item" -> useItem(call)
            "set_expiry" -> setExpiry(call)
            "move_item" -> moveItem(call)
            "restock_from_order" -> restockFromOrder(call)
            "restock_usual" -> restockUsual(call)
            "purge_expired" -> purgeExpired(call)
            "discard_item" -> discardItem(call)
            else -> call.req.failure("TOOL_NOT_FOUND", "no such pantry tool")
        }
    }

    private fun addItem(call: Call): Bundle {
        val a = AddArgs(call.args)
        val name = a.name.trim()
        val quantity = a.quantity.toInt()
        if (name.isEmpty() || quantity <= 0) return call.req.failure("INVALID_ARGS", "name and a positive quantity are required")
        Dispatch.later { store.add(name, quantity, owner = callerUid()) }
        return call.req.success(JSONObject().put("queued", true))
    }

    private fun useItem(call: Call): Bundle {
        val a = UseArgs(call.args)
        val id = a.id.toLong()
        val quantity = a.quantity.toInt()
        val uid = call.uid
        Dispatch.later { store.consume(id, quantity, by = uid) }
        return call.req.success(JSONObject().put("queued", true))
    }

    private fun setExpiry(call: Call): Bundle {
        val a = ExpiryArgs(call.args)
        val failure = try {
            store.setExpiry(a.id.toLong(), LocalDate.parse(a.date).toEpochDay(), call.uid)
            null
        } catch (e: RuntimeException) {
            Failure(mapOf("code" to "INVALID_ARGS", "message" to (e.message ?: "not a date"), "retryable" to false))
        }
        return failure?.answer(call.req) ?: call.req.success(JSONObject().put("id", a.id.toLong()))
    }

    private fun moveItem(call: Call): Bundle {
        val a = MoveArgs(call.args)
        val failure = try {
            store.move(a.id.toLong(), a.shelf.trim(), call.uid)
            null
        } catch (e: RuntimeException) {
            Log.w(TAG, "move_item failed", e)
            Failure(mapOf("code" to "INVALID_ARGS", "message" to "id and shelf are required", "detail" to e.message, "retryable" to false))
        }
        return failure?.answer(call.req) ?: call.req.success(JSONObject().put("id", a.id.toLong()))
    }

    private fun restockFromOrder(call: Call): Bundle {
        val orderId = call.args.arg<String>("order_id") ?: return call.req.failure("INVALID_ARGS", "order_id is required")
        val added = asProvider {
            val lines = deliveredLines(call.ctx, orderId)
            store.restock(lines, by = callerUid())
        }
        return call.req.success(JSONObject().put("added", added))
    }

    private fun restockUsual(call: Call): Bundle {
        val who = call.uid
        val added = asProvider {
            val lines = deliveredLines(call.ctx, null)
            store.restock(lines, by = who)
        }
        return call.req.success(JSONObject().put("added", added))
    }

    // The order desk only answers the app itself, hence asProvider around the callers.
    private fun deliveredLines(ctx: Context, orderId: String?): List<Line> {
        val cursor = ctx.contentResolver.query(DELIVERED, arrayOf("name", "qty"), null, orderId?.let { arrayOf(it) }, null)
            ?: return emptyList()
        val lines = ArrayList<Line>()
        cursor.use { c ->
            while (c.moveToNext()) lines.add(Line(c.getString(0), c.getInt(1)))
        }
        return lines
    }

    private fun purgeExpired(call: Call): Bundle {
        val plan = graph.value.get<DiscardPlan>()
        plan.frozen = store.stockTakeRunning()
        plan.skipReview = call.json.optBoolean("confirmed") ||
            resumes.redeem(call.req.getString("resume_token"), call.uid, call.tool, call.rawArgs)
        if (!plan.skipReview) return askUser(call, "remove every expired item")
        plan.stage = "purging"
        val removed = store.purgeExpired(LocalDate.now().toEpochDay())
        return call.req.success(JSONObject().put("removed", removed))
    }

    private fun discardItem(call: Call): Bundle {
        val id = call.args.arg<Number>("id")?.toLong() ?: return call.req.failure("INVALID_ARGS", "id is required")
        val plan = graph.value.get<DiscardPlan>()
        plan.frozen = store.stockTakeRunning()
        plan.skipReview = resumes.redeem(call.req.getString("resume_token"), call.uid, call.tool, call.rawArgs)
        if (!plan.skipReview) return askUser(call, "throw away item $id")
        plan.stage = "discarding"
        val removed = store.discard(id)
        return call.req.success(JSONObject().put("removed", removed))
    }

    private fun askUser(call: Call, subject: String): Bundle {
        val token = resumes.issue(call.uid, call.tool, call.rawArgs)
        val intent = Intent(call.ctx, ConfirmDiscardActivity::class.java)
            .putExtra(EXTRA_TOKEN, token)
            .putExtra(EXTRA_SUBJECT, subject)
        return call.req.needsUser(sealed.create(call.ctx, token.hashCode(), intent), token, "confirm the removal in Larderly")
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        private const val TAG = "LarderlyPantry"
        private val DELIVERED: Uri = Uri.parse("content://com.larderly.orders/delivered")
        private val METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool")

        val graph: Lazy<Locator> = lazy { Locator().load(coreModule, pantryModule) }
    }
}
