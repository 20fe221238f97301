package com.larderly

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.net.Uri
import android.os.Bundle
import android.os.Process
import org.json.JSONObject
import java.util.Random

class OrderProvider : ContentProvider() {
    private lateinit var store: OrderStore
    private lateinit var sessions: LoggingSessions
    private lateinit var intents: ConfirmIntents
    private lateinit var resumes: ResumeBook
    private val resolutions: ResolutionFactory by inject(graph)
    private val sealed: SealedResolutions by inject(graph)

    override fun onCreate(): Boolean {
        store = OrderStore(context!!)
        sessions = graph.value.get()
        intents = graph.value.get()
        resumes = ResumeBook(TokenMint(graph.value.get<Random>()))
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = callerUid()
        val req = extras ?: Bundle()
        if (!admits(uid)) return req.failure("PERMISSION_DENIED", "this app may not place orders")
        if (method !in METHODS) return req.failure("METHOD_NOT_FOUND", "unknown method")
        if (method == "negotiate") return req.negotiated(sessions, uid, "com.larderly.orders", "Larderly orders")
        if (req.getInt("protocol_version", 0) != 2) return req.failure("UNSUPPORTED_VERSION", "only CETP v2 is served here")
        sessions.find(req.sessionToken()) ?: return req.failure("NEGOTIATION_REQUIRED", "negotiate a session first", retryable = true)
        return when (method) {
            "get_provider_info" -> req.reply(JSONObject(ORDER_INFO))
            "list_tools" -> req.reply(JSONObject(ORDER_TOOLS))
            else -> execute(Call(context!!, uid, req))
        }
    }

    private fun execute(call: Call): Bundle {
        if (call.req.deadlineAt() <= System.currentTimeMillis()) {
            return call.req.failure("DEADLINE_EXCEEDED", "the deadline passed before the tool started")
        }
        return when (call.tool) {
            "list_orders" -> call.req.success(JSONObject().put("orders", store.orders(call.uid)))
            "place_order" -> placeOrder(call)
            "reorder" -> reorder(call)
            "share_list" -> shareList(call)
            "cancel_order" -> cancelOrder(call)
            else -> call.req.failure("TOOL_NOT_FOUND", "no such order tool")
        }
    }

    // Runs effect only for a redeemed resume token; otherwise answers a resolution built by resolution(token).
    private inline fun confirmed(call: Call, resolution: (token: String) -> PendingIntent, effect: () -> JSONObject): Bundle {
        if (resumes.redeem(call.req.getString("resume_token"), call.uid, call.tool, call.rawArgs)) {
            return call.req.success(effect())
        }
        val token = resumes.issue(call.uid, call.tool, call.rawArgs)
        return call.req.needsUser(resolution(token), token, "confirm this in Larderly")
    }

    private fun placeOrder(call: Call): Bundle {
        val basket = call.args.arg<String>("basket") ?: return call.req.failure("INVALID_ARGS", "basket is required")
        return confirmed(call, { token ->
            val intent = intents.order(call.ctx, basket, store.total(basket)).putExtra(EXTRA_TOKEN, token)
            resolutions.create(call.ctx, REQUEST_PLACE, intent)
        }) { JSONObject().put("order_id", store.place(basket, call.uid)) }
    }

    private fun reorder(call: Call): Bundle {
        val orderId = call.args.arg<Number>("order_id")?.toLong() ?: return call.req.failure("INVALID_ARGS", "order_id is required")
        return confirmed(call, { token ->
            val intent = intents.order(call.ctx, "repeat of order $orderId", "as before").putExtra(EXTRA_TOKEN, token)
            sealed.create(call.ctx, REQUEST_REORDER, intent)
        }) { JSONObject().put("order_id", store.repeat(orderId, call.uid)) }
    }

    private fun shareList(call: Call): Bundle {
        val listId = call.args.arg<Number>("list_id")?.toLong() ?: return call.req.failure("INVALID_ARGS", "list_id is required")
        val recipient = call.args.arg<String>("recipient") ?: return call.req.failure("INVALID_ARGS", "recipient is required")
        return confirmed(call, { token ->
            val intent = intents.share(call.ctx, listId, recipient).putExtra(EXTRA_TOKEN, token)
            sealed.create(call.ctx, REQUEST_SHARE, intent)
        }) { JSONObject().put("share_id", store.share(listId, recipient, call.uid)) }
    }

    private fun cancelOrder(call: Call): Bundle {
        val orderId = call.args.arg<Number>("order_id")?.toLong() ?: return call.req.failure("INVALID_ARGS", "order_id is required")
        return confirmed(call, { token ->
            val intent = intents.cancel(call.ctx, orderId).putExtra(EXTRA_TOKEN, token)
            sealed.create(call.ctx, REQUEST_CANCEL, intent)
        }) { JSONObject().put("cancelled", store.cancel(orderId, call.uid) > 0) }
    }

    // Delivered lines, for the pantry's restock tools (same app, called with the app's identity).
    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? {
        if (callerUid() != Process.myUid()) return null
        if (uri.lastPathSegment != "delivered") return null
        return store.delivered(selectionArgs?.firstOrNull())
    }

    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    companion object {
        private const val REQUEST_PLACE = 0x5101
        private const val REQUEST_REORDER = 0x5102
        private const val REQUEST_SHARE = 0x5103
        private const val REQUEST_CANCEL = 0x5104
        private val METHODS = setOf("negotiate", "get_provider_info", "list_tools", "execute_tool")

        val graph: Lazy<Locator> = lazy { Locator().load(coreModule, orderModule) }
    }
}
